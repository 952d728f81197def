// The site's content and photos, written once for both engines on the store's own Kysely instance;
// what the content may say (the schemas) and who may change it are in server/content/.
//
// Every change to content runs in one transaction with `content_state.version + 1`: a process that
// rendered a page at an older version renders it again once it reads the new one, whichever process
// made the change. Once it commits, the store tells the processes listening (Engine.notify), so they
// need not read the version at every request.
import { isDeepStrictEqual } from "node:util";
import { sql, type Kysely } from "kysely";
import { bytesOf } from "./database.ts";
import type { ContentItem, ContentKind, ContentStatus, Database, Engine, Revision, StoredPhoto } from "./database.ts";

export type { ContentItem, ContentKind, ContentStatus, Revision, StoredPhoto };

/** Revisions kept per item: older ones are dropped as new ones are saved. */
export const REVISIONS_KEPT = 20;

type Trx = Kysely<Database>;
const iso = (date: Date) => date.toISOString();

/** The fields a save sets; the rest (id, times, status) the store keeps. */
export type ItemDraft = { kind: ContentKind; locale: string; slug: string; data: string };

export function createContentStore(db: Trx, { forUpdate, isUniqueViolation, notify }: Engine) {
  /** The transactions that moved the version, to tell the processes once they commit. */
  const bumped = new WeakSet<Trx>();
  const transaction = async <T>(work: (trx: Trx) => Promise<T>) => {
    let used: Trx | undefined;
    const result = await db.transaction().execute((trx) => work((used = trx)));
    // A process that missed this hears of it anyway within its version's short keeping
    // (server/content/version.ts): the change stands, whatever becomes of the notice.
    if (used && bumped.has(used)) await notify(db, "content_changed").catch(() => {});
    return result;
  };
  /** Marks the content changed for every process; inside the change's transaction. */
  const bump = async (trx: Trx) => {
    await trx
      .updateTable("contentState")
      .set({ version: sql<number>`version + 1` })
      .where("id", "=", 1)
      .execute();
    bumped.add(trx);
  };
  /** Locks the one state row until the transaction ends. */
  const lockState = (trx: Trx) =>
    trx.selectFrom("contentState").select("id").where("id", "=", 1).$call(forUpdate).executeTakeFirstOrThrow();
  /**
   * Keeps the slug and data saved as the item's newest revision, unless it is that already (a
   * draft's changes, then published).
   */
  const revise = async (
    trx: Trx,
    itemId: number,
    { slug, data }: { slug: string; data: string },
    by: string,
    now: Date,
  ) => {
    const newest = await trx
      .selectFrom("contentRevisions")
      .select(["slug", "data"])
      .where("itemId", "=", itemId)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (newest?.slug === slug && isDeepStrictEqual(JSON.parse(newest.data), JSON.parse(data))) return;
    await trx
      .insertInto("contentRevisions")
      .values({ itemId, slug, data, savedAt: iso(now), savedBy: by })
      .execute();
    const kept = trx
      .selectFrom("contentRevisions")
      .select("id")
      .where("itemId", "=", itemId)
      .orderBy("id", "desc")
      .limit(REVISIONS_KEPT);
    await trx.deleteFrom("contentRevisions").where("itemId", "=", itemId).where("id", "not in", kept).execute();
  };
  const items = (trx: Trx, kind: ContentKind, locale: string) =>
    trx.selectFrom("contentItems").selectAll().where("kind", "=", kind).where("locale", "=", locale);

  return {
    /** The content's version: it changes with every change, in every process's view at once. */
    version: async () =>
      (await db.selectFrom("contentState").select("version").where("id", "=", 1).executeTakeFirstOrThrow()).version,

    /**
     * Stores a kind's seed content once in the database's life (so a seed item the owner deleted
     * stays deleted): the first process to get here does it, the others find it done.
     */
    seed: (kind: ContentKind, locale: string, seeds: (ItemDraft & { position: number })[], now: Date) =>
      transaction(async (trx) => {
        // Processes starting together seed one after the other.
        await lockState(trx);
        const done = await trx
          .selectFrom("contentSeeds")
          .select("kind")
          .where("kind", "=", kind)
          .where("locale", "=", locale)
          .executeTakeFirst();
        if (done) return false;
        for (const { position, ...seed } of seeds) {
          const times = { createdAt: iso(now), updatedAt: iso(now), publishedAt: iso(now) };
          const values = { ...seed, ...times, position, status: "published" as const, updatedBy: "seed" };
          const { id } = await trx.insertInto("contentItems").values(values).returning("id").executeTakeFirstOrThrow();
          await revise(trx, id, seed, "seed", now);
        }
        await trx
          .insertInto("contentSeeds")
          .values({ kind, locale, seededAt: iso(now) })
          .execute();
        await bump(trx);
        return true;
      }),

    /** The published items of a kind, in their order. */
    published: (kind: ContentKind, locale: string) =>
      items(db, kind, locale)
        .where("status", "=", "published")
        .where("deletedAt", "is", null)
        .orderBy("position")
        .orderBy("id")
        .execute() as Promise<ContentItem[]>,
    /** Every item of a kind the office lists (drafts too; the trash apart), in the site's order. */
    all: (kind: ContentKind, locale: string) =>
      items(db, kind, locale).where("deletedAt", "is", null).orderBy("position").orderBy("id").execute() as Promise<
        ContentItem[]
      >,
    /** What of a kind went into the trash since `since`, the newest first. */
    trash: (kind: ContentKind, locale: string, since: Date) =>
      items(db, kind, locale).where("deletedAt", ">=", iso(since)).orderBy("deletedAt", "desc").execute() as Promise<
        ContentItem[]
      >,
    find: (id: number) =>
      db.selectFrom("contentItems").selectAll().where("id", "=", id).executeTakeFirst() as Promise<
        ContentItem | undefined
      >,

    /**
     * A published item's changes kept as a draft (a revision too), the site showing the item as it
     * was until they are published; false when it is not a published item.
     */
    saveChanges: (id: number, changes: { slug: string; data: string }, by: string, now: Date) =>
      transaction(async (trx) => {
        const kept = await trx
          .updateTable("contentItems")
          .set({
            changes: JSON.stringify({ slug: changes.slug, data: JSON.parse(changes.data) as unknown }),
            updatedAt: iso(now),
            updatedBy: by,
          })
          .where("id", "=", id)
          .where("status", "=", "published")
          .where("deletedAt", "is", null)
          .executeTakeFirst();
        if (kept.numUpdatedRows === 0n) return false;
        await revise(trx, id, changes, by, now);
        return true;
      }),
    /** Gives up a published item's draft changes (their revision stays, to restore); whether there were any. */
    discardChanges: async (id: number, by: string, now: Date) =>
      (
        await db
          .updateTable("contentItems")
          .set({ changes: null, updatedAt: iso(now), updatedBy: by })
          .where("id", "=", id)
          .where("changes", "is not", null)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,

    /**
     * A new item (no `id`) or a change to one, as a revision; `status` publishes or unpublishes it
     * with the save. "slug taken" when another item of its kind and locale has the slug.
     */
    save: async (
      draft: ItemDraft,
      id: number | undefined,
      status: ContentStatus | undefined,
      by: string,
      now: Date,
    ): Promise<{ id: number } | "slug taken" | "not found"> => {
      try {
        return await transaction(async (trx) => {
          const values = { ...draft, updatedAt: iso(now), updatedBy: by };
          const publishing = status === "published" ? { publishedAt: iso(now) } : {};
          let itemId = id;
          if (itemId === undefined) {
            // First in its list: the project just finished leads the portfolio.
            const first = await trx
              .selectFrom("contentItems")
              .select(sql<number>`COALESCE(MIN(position), 1)`.as("first"))
              .where("kind", "=", draft.kind)
              .where("locale", "=", draft.locale)
              .executeTakeFirst();
            const created = {
              ...values,
              ...publishing,
              createdAt: iso(now),
              status,
              position: Number(first?.first ?? 1) - 1,
            };
            itemId = (await trx.insertInto("contentItems").values(created).returning("id").executeTakeFirstOrThrow())
              .id;
          } else {
            // What is saved is what the site shows: changes kept as a draft are in it, or given up.
            const update = trx
              .updateTable("contentItems")
              .set({ ...values, ...publishing, ...(status ? { status } : {}), changes: null })
              .where("id", "=", itemId)
              .where("deletedAt", "is", null);
            if ((await update.executeTakeFirst()).numUpdatedRows === 0n) return "not found";
          }
          await revise(trx, itemId, draft, by, now);
          await bump(trx);
          return { id: itemId };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return "slug taken";
        throw error;
      }
    },

    /** Publishes or unpublishes without a change to the fields; false when the item is gone. */
    setStatus: (id: number, status: ContentStatus, by: string, now: Date) =>
      transaction(async (trx) => {
        const publishing = status === "published" ? { publishedAt: iso(now) } : {};
        const result = await trx
          .updateTable("contentItems")
          .set({ status, ...publishing, updatedAt: iso(now), updatedBy: by })
          .where("id", "=", id)
          .where("deletedAt", "is", null)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await bump(trx);
        return true;
      }),

    /**
     * Moves an item one place earlier (-1) or later (1) among its kind's items (drafts too, the
     * trash apart), which are numbered afresh in their new order. False when the item is gone;
     * true, and nothing changed, when it is already first or last.
     */
    move: (id: number, offset: number, by: string, now: Date) =>
      transaction(async (trx) => {
        // Two moves at once are made one after the other.
        await lockState(trx);
        const item = await trx
          .selectFrom("contentItems")
          .select(["kind", "locale"])
          .where("id", "=", id)
          .where("deletedAt", "is", null)
          .executeTakeFirst();
        if (!item) return false;
        const order = (
          await items(trx, item.kind, item.locale)
            .select("position as current")
            .where("deletedAt", "is", null)
            .orderBy("position")
            .orderBy("id")
            .execute()
        ).map((row) => ({ id: row.id, position: row.current }));
        const from = order.findIndex((row) => row.id === id);
        // Past either end it stops there (a drag beyond the list, or two moves crossing).
        const to = Math.min(Math.max(from + offset, 0), order.length - 1);
        if (to === from) return true;
        order.splice(to, 0, ...order.splice(from, 1));
        for (const [position, row] of order.entries())
          if (row.position !== position)
            await trx.updateTable("contentItems").set({ position }).where("id", "=", row.id).execute();
        await trx
          .updateTable("contentItems")
          .set({ updatedAt: iso(now), updatedBy: by })
          .where("id", "=", id)
          .execute();
        await bump(trx);
        return true;
      }),

    /** Moves an item to the trash (`deleted` true) or back out of it. */
    setDeleted: (id: number, deleted: boolean, by: string, now: Date) =>
      transaction(async (trx) => {
        const result = await trx
          .updateTable("contentItems")
          .set({ deletedAt: deleted ? iso(now) : null, updatedAt: iso(now), updatedBy: by })
          .where("id", "=", id)
          .where("deletedAt", deleted ? "is" : "is not", null)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await bump(trx);
        return true;
      }),

    /**
     * Empties the trash, of what went in before `before` or all of it, of every kind or of `kind`;
     * how many items went.
     */
    purge: ({ before, kind }: { before?: Date; kind?: ContentKind }) =>
      transaction(async (trx) => {
        const old = trx
          .selectFrom("contentItems")
          .select("id")
          .where("deletedAt", "is not", null)
          .$if(before !== undefined, (query) => query.where("deletedAt", "<", iso(before!)))
          .$if(kind !== undefined, (query) => query.where("kind", "=", kind!));
        await trx.deleteFrom("contentRevisions").where("itemId", "in", old).execute();
        const result = await trx.deleteFrom("contentItems").where("id", "in", old).executeTakeFirst();
        return Number(result.numDeletedRows);
      }),

    /**
     * The address a published item is at now which a kept revision saved at `slug`, when no item
     * of its kind is at `slug` any more: where a link to a renamed project or post leads.
     */
    movedTo: async (kind: ContentKind, locale: string, slug: string) =>
      (
        await items(db, kind, locale)
          .innerJoin("contentRevisions as revision", "revision.itemId", "contentItems.id")
          .clearSelect()
          .select("contentItems.slug")
          .where("revision.slug", "=", slug)
          .where("contentItems.slug", "!=", slug)
          .where("status", "=", "published")
          .where("deletedAt", "is", null)
          .orderBy("revision.id", "desc")
          .limit(1)
          .executeTakeFirst()
      )?.slug,
    revisions: (itemId: number) =>
      db
        .selectFrom("contentRevisions")
        .selectAll()
        .where("itemId", "=", itemId)
        .orderBy("id", "desc")
        .execute() as Promise<Revision[]>,

    /**
     * Deletes the photos uploaded before `uploadedBefore` that nothing uses: no item's fields, no
     * kept revision (which may be restored) and no newsletter (whose mails link them), with their
     * encoded widths. A photo uploaded for a form still being filled in is younger than the cut-off.
     * The number deleted.
     */
    deleteUnusedPhotos: (uploadedBefore: Date) =>
      transaction(async (trx) => {
        const used = new Set<number>();
        const texts = [
          ...(await trx.selectFrom("contentItems").select(["data", "changes"]).execute()).flatMap((row) => [
            row.data,
            row.changes ?? "",
          ]),
          ...(await trx.selectFrom("contentRevisions").select("data").execute()).map((row) => row.data),
          ...(await trx.selectFrom("newsletterIssues").select("cards").execute()).map((row) => row.cards),
        ];
        // A content photo by its id (`"photo":12`; PostgreSQL writes `"photo": 12`), a mailed one by its address (`/photos/12-<hash>-800.webp`).
        for (const text of texts)
          for (const [, id, mailed] of text.matchAll(/"photo":\s*(\d+)|\/photos\/(\d+)-/g))
            used.add(Number(id ?? mailed));
        const unused = (
          await trx.selectFrom("photos").select("id").where("createdAt", "<", iso(uploadedBefore)).execute()
        )
          .map((row) => row.id)
          .filter((id) => !used.has(id));
        if (unused.length === 0) return 0;
        await trx.deleteFrom("photoVariants").where("photoId", "in", unused).execute();
        await trx.deleteFrom("photos").where("id", "in", unused).execute();
        return unused.length;
      }),

    // Photos.
    /** Stores a photo's master (metadata already removed); the same bytes uploaded twice are one photo. */
    savePhoto: async (photo: Omit<StoredPhoto, "id"> & { master: Buffer }, by: string, now: Date) => {
      const existing = await db.selectFrom("photos").select("id").where("hash", "=", photo.hash).executeTakeFirst();
      if (existing) {
        // Uploaded again: as young as a new upload, so deleteUnusedPhotos leaves it to the form it is for.
        await db
          .updateTable("photos")
          .set({ createdAt: iso(now) })
          .where("id", "=", existing.id)
          .execute();
        return existing.id;
      }
      try {
        const values = { ...photo, uploadedBy: by, createdAt: iso(now) };
        return (await db.insertInto("photos").values(values).returning("id").executeTakeFirstOrThrow()).id;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return (await db.selectFrom("photos").select("id").where("hash", "=", photo.hash).executeTakeFirstOrThrow()).id;
      }
    },
    photo: (id: number) =>
      db.selectFrom("photos").select(["id", "hash", "width", "height"]).where("id", "=", id).executeTakeFirst(),
    photos: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([] as StoredPhoto[])
        : db.selectFrom("photos").select(["id", "hash", "width", "height"]).where("id", "in", ids).execute(),
    master: async (id: number) => {
      const row = await db.selectFrom("photos").select("master").where("id", "=", id).executeTakeFirst();
      return row && bytesOf(row.master);
    },
    variant: async (photoId: number, width: number, format: string) => {
      const row = await db
        .selectFrom("photoVariants")
        .select("bytes")
        .where("photoId", "=", photoId)
        .where("width", "=", width)
        .where("format", "=", format)
        .executeTakeFirst();
      return row && bytesOf(row.bytes);
    },
    /** Keeps an encoded width; another process may have stored the same one first, which is as good. */
    saveVariant: async (photoId: number, width: number, format: string, bytes: Buffer) => {
      await db
        .insertInto("photoVariants")
        .values({ photoId, width, format, bytes })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
