// The drawn signature's check: a PNG data URL the pad makes passes with its bytes; nothing drawn is
// no drawing; another format, a broken or oversized PNG is the client's clear error, never a throw.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkDrawing, DRAWING_MAX_BYTES } from "../../server/estimates/drawing.ts";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 31, g: 36, b: 33, alpha: 0.8 } } })
    .png()
    .toBuffer();
const dataUrl = (bytes: Buffer, type = "image/png") => `data:${type};base64,${bytes.toString("base64")}`;

describe("a drawn signature", () => {
  it("takes the pad's PNG as its bytes, and an empty field as none drawn", async () => {
    const picture = await png(600, 200);
    expect(await checkDrawing(dataUrl(picture))).toEqual({ ok: true, png: picture });
    expect(await checkDrawing("")).toEqual({ ok: true, png: undefined });
    expect(await checkDrawing(undefined)).toEqual({ ok: true, png: undefined });
  });

  it("refuses what is not a PNG, a broken one, one too large or too wide, with words for the client", async () => {
    const picture = await png(600, 200);
    const jpeg = await sharp(picture).jpeg().toBuffer();
    const refused = [
      dataUrl(jpeg, "image/jpeg"),
      dataUrl(jpeg),
      "data:image/png;base64,not base64!",
      dataUrl(Buffer.concat([picture.subarray(0, 40), Buffer.alloc(60)])),
      dataUrl(await png(2400, 100)),
      dataUrl(Buffer.concat([picture, Buffer.alloc(DRAWING_MAX_BYTES)])),
      "javascript:alert(1)",
    ];
    for (const value of refused) {
      const checked = await checkDrawing(value);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.error).toMatch(/drawn signature/);
    }
    expect(await checkDrawing(42)).toMatchObject({ ok: false });
  });
});
