// Uploads and the photo files the pages ask for. A post with photos holds them in memory while it
// is read and checked, and decoding a phone photo takes a few hundred megabytes for a moment, so
// two such posts are taken at a time: the others wait with their bodies unread (the network holds
// them back) rather than exhaust memory. An encoded width is made once, kept in the database for
// every process, and held in a small in-memory cache for the next visitor.
import type { Store } from "../storage/index.ts";
import type { StoredPhoto } from "../storage/content.ts";
import { acceptPhoto, encodeVariant, parsePhotoUrl, photoWidths, turnPhoto, type Turn } from "./photos.ts";

/** Runs at most `limit` of the given jobs at once, the others in order of arrival. */
export function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** A byte-bounded cache that forgets what was used least recently. */
function byteCache(maxBytes: number) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(key: string) {
      const value = entries.get(key);
      if (value) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: Buffer) {
      if (value.length > maxBytes / 4 || entries.has(key)) return;
      entries.set(key, value);
      bytes += value.length;
      for (const [oldKey, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= old.length;
      }
    },
  };
}

export type PhotoDependencies = { store: Store };

export function createPhotoService({ store }: PhotoDependencies) {
  const receive = limiter(2);
  const encode = limiter(1);
  const cache = byteCache(48 * 1024 * 1024);
  const encoding = new Map<string, Promise<Buffer | undefined>>();

  async function variant(name: string): Promise<Buffer | undefined> {
    const wanted = parsePhotoUrl(name);
    if (!wanted) return undefined;
    const photo = await store.content.photo(wanted.id);
    if (!photo || photo.hash !== wanted.hash || !photoWidths(photo.width).includes(wanted.width)) return undefined;
    const stored = await store.content.variant(photo.id, wanted.width, wanted.format);
    if (stored) return stored;
    const master = await store.content.master(photo.id);
    if (!master) return undefined;
    const bytes = await encode(() => encodeVariant(master, wanted.width, wanted.format));
    await store.content.saveVariant(photo.id, wanted.width, wanted.format, bytes);
    return bytes;
  }

  return {
    /**
     * Runs the reading and handling of a post with photos when its turn comes (two at a time, in
     * every process): `job` should read the body itself, so that waiting posts are not yet in memory.
     */
    receiving: <T>(job: () => Promise<T>) => receive(job),
    /** Checks and stores an upload (PhotoRefused says why not); the same photo twice is stored once. */
    async upload(bytes: Buffer, fileName: string, by: string): Promise<StoredPhoto> {
      const accepted = await acceptPhoto(bytes, fileName);
      const { master, ...photo } = accepted;
      const id = await store.content.savePhoto({ ...photo, master }, by, new Date());
      return { id, ...photo };
    },
    /**
     * A stored photo turned a quarter, as a photo of its own (the one it was turned from stays, as
     * any photo, until nothing uses it); undefined when there is no such photo.
     */
    async turn(id: number, turn: Turn, by: string): Promise<StoredPhoto | undefined> {
      const master = await store.content.master(id);
      if (!master) return undefined;
      const { master: turned, ...photo } = await encode(() => turnPhoto(master, turn));
      const turnedId = await store.content.savePhoto({ ...photo, master: turned }, by, new Date());
      return { id: turnedId, ...photo };
    },
    /** A photo file by its public name (`/photos/<name>`), or undefined when there is no such file. */
    async file(name: string): Promise<Buffer | undefined> {
      const cached = cache.get(name);
      if (cached) return cached;
      // Visitors asking for one new width at once share its one encoding.
      let pending = encoding.get(name);
      if (!pending) {
        pending = variant(name).finally(() => encoding.delete(name));
        encoding.set(name, pending);
      }
      const bytes = await pending;
      if (bytes) cache.set(name, bytes);
      return bytes;
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
