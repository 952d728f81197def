// The multipart reader against bodies encoded as a browser's fetch encodes a FormData (undici's
// Request), fed in pieces of every size: the boundary may fall anywhere in a piece.
import { describe, expect, it } from "vitest";
import {
  MultipartRefused,
  multipartBoundary,
  readMultipart,
  type MultipartLimits,
} from "../../server/http/multipart.ts";

const limits: MultipartLimits = {
  maxFiles: 2,
  maxFileBytes: 1000,
  maxFieldBytes: 10_000,
  maxBodyBytes: 100_000,
  maxParts: 20,
};

/** A form's body and boundary, as the browser sends them. */
async function encoded(form: FormData) {
  const request = new Request("http://site.test/contact", { method: "POST", body: form });
  const boundary = multipartBoundary(request.headers.get("content-type"))!;
  return { bytes: Buffer.from(await request.arrayBuffer()), boundary };
}

/** The body as a request's stream, in pieces of `size` bytes. */
function inPieces(bytes: Buffer, size: number) {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, (at += size)));
    },
  });
}

const file = (size: number, name: string, fill = 7) =>
  new File([Buffer.alloc(size, fill)], name, { type: "image/jpeg" });

describe("readMultipart", () => {
  it("reads fields and files whole, wherever the pieces break", async () => {
    const form = new FormData();
    form.append("firstName", "Zoë");
    form.append("photos", file(600, "kitchen.jpg", 1));
    form.append("message", "Line one\r\n--not a boundary\r\nLine three");
    form.append("photos", file(0, ""));
    const { bytes, boundary } = await encoded(form);
    for (const size of [1, 3, 17, 64, 1024, bytes.length]) {
      const read = await readMultipart(inPieces(bytes, size), boundary, limits);
      expect(read.fields).toEqual({ firstName: "Zoë", message: "Line one\r\n--not a boundary\r\nLine three" });
      // The empty file input is no file.
      expect(read.files).toHaveLength(1);
      expect(read.files[0]).toMatchObject({ field: "photos", name: "kitchen.jpg", type: "image/jpeg", size: 600 });
      expect(read.files[0]!.bytes!.equals(Buffer.alloc(600, 1))).toBe(true);
    }
  });

  it("measures a file past the size or the count without keeping it, and still reads the fields after it", async () => {
    const form = new FormData();
    form.append("photos", file(1500, "large.jpg"));
    form.append("photos", file(10, "a.jpg"));
    form.append("photos", file(10, "b.jpg"));
    form.append("photos", file(10, "c.jpg"));
    form.append("email", "ana@example.com");
    const { bytes, boundary } = await encoded(form);
    const read = await readMultipart(inPieces(bytes, 100), boundary, limits);
    expect(read.files.map(({ name, size, bytes: kept }) => [name, size, kept?.length])).toEqual([
      ["large.jpg", 1500, undefined],
      ["a.jpg", 10, 10],
      ["b.jpg", 10, 10],
      ["c.jpg", 10, undefined],
    ]);
    expect(read.fields.email).toBe("ana@example.com");
  });

  it("refuses too much text, too large a body, too many parts (413) and a body cut short (400)", async () => {
    const refusal = async (form: FormData, changed: Partial<MultipartLimits>, cut = 0) => {
      const { bytes, boundary } = await encoded(form);
      const error = await readMultipart(inPieces(bytes.subarray(0, bytes.length - cut), 50), boundary, {
        ...limits,
        ...changed,
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MultipartRefused);
      return (error as MultipartRefused).status;
    };
    const text = new FormData();
    text.append("message", "x".repeat(2000));
    expect(await refusal(text, { maxFieldBytes: 1000 })).toBe(413);
    expect(await refusal(text, { maxBodyBytes: 1000 })).toBe(413);
    const many = new FormData();
    for (let index = 0; index < 30; index += 1) many.append(`f${index}`, "1");
    expect(await refusal(many, {})).toBe(413);
    expect(await refusal(text, {}, 10)).toBe(400);
  });

  it("knows a multipart Content-Type's boundary, and nothing else as one", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----abc123")).toBe("----abc123");
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/x-www-form-urlencoded")).toBeUndefined();
    expect(multipartBoundary("multipart/form-data")).toBeUndefined();
    expect(multipartBoundary(null)).toBeUndefined();
  });
});
