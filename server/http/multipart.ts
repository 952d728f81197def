// A multipart/form-data body read as it arrives, with its limits kept while reading: the files
// taken are held (each up to `maxFileBytes`, at most `maxFiles` of them), a file past either limit
// is only measured and its bytes let go, and the text fields together may hold `maxFieldBytes`.
// So a post never costs more memory than its limits, whatever it sends, and every text field is
// still read when a file is refused (the page comes back with what was typed). Request.formData()
// would hold the whole body, then copy it, before anything could be checked.

/** A body this reader will not take: `status` is the HTTP answer (400 malformed, 413 too large). */
export class MultipartRefused extends Error {
  override name = "MultipartRefused";
  readonly status: 400 | 413;
  constructor(status: 400 | 413, message: string) {
    super(message);
    this.status = status;
  }
}

export type MultipartLimits = {
  /** Files kept, in the order sent; those after are measured only. */
  maxFiles: number;
  /** A file's bytes kept up to this; a larger one is measured only. */
  maxFileBytes: number;
  /** All the text fields' bytes together. */
  maxFieldBytes: number;
  /** The whole body, in case it says no length or a false one. */
  maxBodyBytes: number;
  /** Parts of any kind: a body of thousands of empty parts is no form. */
  maxParts: number;
};

/** A file as sent: `bytes` only when it was within the limits (its `size` is always the whole). */
export type ReceivedFile = { field: string; name: string; type: string; size: number; bytes?: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: ReceivedFile[] };

const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");
const MAX_HEADER_BYTES = 16 * 1024;

/** The boundary of a multipart/form-data Content-Type, or undefined when it is not one. */
export function multipartBoundary(contentType: string | null): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** A Content-Disposition parameter (RFC 7578: browsers quote it and percent-encode a quote in it). */
function parameter(disposition: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(disposition);
  return match?.[1]!.replace(/\\(.)/g, "$1").replace(/%22/g, '"');
}

type Part = { field: string; file?: ReceivedFile; chunks: Buffer[]; kept: boolean };

/** A request body's pieces as they arrive (read here: the DOM's types give ReadableStream no async iterator). */
async function* chunksOf(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
  } finally {
    reader.releaseLock();
  }
}

export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  if (!body) throw new MultipartRefused(400, "The form arrived empty.");
  // The first delimiter has no line break before it; with one put there, every delimiter is alike.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const form: MultipartForm = { fields: {}, files: [] };
  let buffer: Buffer = CRLF;
  // Changed by step() below, which the checks after the loop cannot see.
  let state = "preamble" as "preamble" | "afterDelimiter" | "headers" | "content" | "done";
  let part: Part | undefined;
  let bodyBytes = 0;
  let fieldBytes = 0;
  let parts = 0;
  let keptFiles = 0;

  const take = (bytes: Buffer) => {
    if (!part || bytes.length === 0) return;
    if (part.file) {
      part.file.size += bytes.length;
      if (part.kept && part.file.size > limits.maxFileBytes) {
        // Past the limit: measured from here on, nothing more held.
        part.kept = false;
        part.chunks = [];
      }
      if (part.kept) part.chunks.push(bytes);
      return;
    }
    fieldBytes += bytes.length;
    if (fieldBytes > limits.maxFieldBytes) throw new MultipartRefused(413, "The form's text is larger than we accept.");
    part.chunks.push(bytes);
  };

  const finish = () => {
    if (!part) return;
    const { file, field, chunks, kept } = part;
    if (!file) form.fields[field] = Buffer.concat(chunks).toString("utf8");
    // A file input left empty still sends a part: no name, no bytes. It is no file.
    else if (file.name !== "" || file.size > 0) {
      if (kept) {
        file.bytes = Buffer.concat(chunks);
        keptFiles += 1;
      }
      form.files.push(file);
    }
    part = undefined;
  };

  const startPart = (headerText: string) => {
    parts += 1;
    if (parts > limits.maxParts) throw new MultipartRefused(413, "The form has more parts than we accept.");
    const headers = new Map<string, string>();
    for (const line of headerText.split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const disposition = headers.get("content-disposition") ?? "";
    const field = parameter(disposition, "name");
    if (!/^form-data\b/i.test(disposition) || field === undefined)
      throw new MultipartRefused(400, "The form could not be read.");
    // A file has a name (a browser's empty file input: an empty one) or a type; a text field neither.
    const name = parameter(disposition, "filename");
    const type = headers.get("content-type");
    const file =
      name === undefined && type === undefined
        ? undefined
        : { field, name: (name ?? "").replace(/^.*[\\/]/, ""), type: type ?? "", size: 0 };
    part = { field, file, chunks: [], kept: file ? keptFiles < limits.maxFiles : true };
  };

  /** Moves through what has arrived as far as it can; false when it needs more bytes. */
  const step = (): boolean => {
    switch (state) {
      case "preamble":
      case "content": {
        const at = buffer.indexOf(delimiter);
        if (at === -1) {
          // All but what could be the start of a delimiter is the part's.
          const safe = Math.max(0, buffer.length - (delimiter.length - 1));
          if (state === "content") take(buffer.subarray(0, safe));
          buffer = buffer.subarray(safe);
          return false;
        }
        if (state === "content") {
          take(buffer.subarray(0, at));
          finish();
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = "afterDelimiter";
        return true;
      }
      case "afterDelimiter": {
        if (buffer.length < 2) return false;
        const next = buffer.toString("latin1", 0, 2);
        if (next === "--") {
          state = "done";
          return false;
        }
        if (next !== "\r\n") throw new MultipartRefused(400, "The form could not be read.");
        buffer = buffer.subarray(2);
        state = "headers";
        return true;
      }
      case "headers": {
        // The header block's end; a part without headers ends at once ("\r\n" right away).
        const at = buffer.subarray(0, 2).equals(CRLF) ? -2 : buffer.indexOf(HEADERS_END);
        if (at === -1) {
          if (buffer.length > MAX_HEADER_BYTES) throw new MultipartRefused(400, "The form could not be read.");
          return false;
        }
        startPart(at < 0 ? "" : buffer.toString("utf8", 0, at));
        buffer = buffer.subarray(at < 0 ? 2 : at + HEADERS_END.length);
        state = "content";
        return true;
      }
      case "done":
        return false;
    }
  };

  for await (const chunk of chunksOf(body)) {
    bodyBytes += chunk.length;
    if (bodyBytes > limits.maxBodyBytes) throw new MultipartRefused(413, "The form is larger than we accept.");
    if (state === "done") continue; // the epilogue, which means nothing
    buffer = buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([buffer, chunk]);
    while (step());
  }
  if (state !== "done") throw new MultipartRefused(400, "The form arrived cut short: send it again.");
  return form;
}
