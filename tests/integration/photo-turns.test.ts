// A photo turned a quarter in the office (its camera wrote the wrong orientation, or none), on
// both engines, through the real services: a real phone photo in, a turned master out, with its
// width and height swapped and its pixels where the turn puts them; the photo it was turned from
// keeps answering at its addresses (a letter already sent may show it).
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoUrl } from "../../server/photos/photos.ts";
import { sidewaysPhotoWithGps } from "../support/photos.ts";
import { servicesClosedAfterEach, type StoreKind } from "../support/services.ts";

const { open } = servicesClosedAfterEach();

/** The mean red of a 40-pixel patch of a JPEG: the test photo is orange (red 204) with one dark band (red 34). */
const redAt = async (bytes: Buffer, left: number, top: number) => {
  const patch = await sharp(bytes).extract({ left, top, width: 40, height: 40 }).png().toBuffer();
  return (await sharp(patch).stats()).channels[0]!.mean;
};

describe.each<StoreKind>(["sqlite", "postgres"])("a photo turned on %s", (kind) => {
  it("is a new photo turned a quarter, its sides swapped, and the one it was turned from still answers", async () => {
    const { services } = await open(kind);
    const { store } = services;
    const owner = "owner@example.com";
    // Upright, 1600 × 1200, with its dark band down the right-hand edge (tests/support/photos.ts).
    const photo = await services.photos.upload(await sidewaysPhotoWithGps(), "kitchen.jpg", owner);
    expect([photo.width, photo.height]).toEqual([1600, 1200]);

    const left = (await services.photos.turn(photo.id, "left", owner))!;
    expect(left.id).not.toBe(photo.id);
    expect([left.width, left.height]).toEqual([1200, 1600]);
    const leftMaster = (await store.content.master(left.id))!;
    expect(await sharp(leftMaster).metadata()).toMatchObject({ width: 1200, height: 1600, format: "jpeg" });
    // Turned left, the right-hand edge is the top.
    expect(await redAt(leftMaster, 580, 20)).toBeLessThan(60);
    expect(await redAt(leftMaster, 580, 1540)).toBeGreaterThan(150);

    const right = (await services.photos.turn(photo.id, "right", owner))!;
    expect([right.width, right.height]).toEqual([1200, 1600]);
    const rightMaster = (await store.content.master(right.id))!;
    // Turned right, it is the bottom.
    expect(await redAt(rightMaster, 580, 1540)).toBeLessThan(60);
    expect(await redAt(rightMaster, 580, 20)).toBeGreaterThan(150);

    // The pages' files are made from the turned master: upright, at its own widths.
    const served = (await services.photos.file(photoUrl(left, 760, "webp").replace("/photos/", "")))!;
    expect(await sharp(served).metadata()).toMatchObject({ width: 760, height: 1013, format: "webp" });
    expect(await services.photos.file(photoUrl(photo, 760, "webp").replace("/photos/", ""))).toBeDefined();
    // Turned back, it is the photo it was (within the JPEG's re-encoding): its sides as they were.
    const back = (await services.photos.turn(left.id, "right", owner))!;
    expect([back.width, back.height]).toEqual([1600, 1200]);

    expect(await services.photos.turn(999_999, "left", owner)).toBeUndefined();
  });
});
