// The portfolio edited in the office, on both engines, through the real services: real image files
// in, metadata-free files out; the seed; drafts, publishing and the content version every process
// reads; revisions and the trash.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { acceptPhoto, PhotoRefused, photoUrl } from "../../server/photos/photos.ts";
import { projectFromForm } from "../../server/content/portfolio.ts";
import { badFiles, hasGps, plainPhoto, sidewaysPhotoWithGps } from "../support/photos.ts";
import { servicesClosedAfterEach, type StoreKind, seesContentChange } from "../support/services.ts";

const { open, another } = servicesClosedAfterEach();

describe("an uploaded photo", () => {
  it("is turned upright by its EXIF orientation and keeps no metadata at all: no GPS, no camera, no orientation", async () => {
    const upload = await sidewaysPhotoWithGps();
    expect(await hasGps(upload)).toBe(true);
    const { master, width, height } = await acceptPhoto(upload);
    expect([width, height]).toEqual([1600, 1200]);
    const metadata = await sharp(master).metadata();
    expect(metadata).toMatchObject({ width: 1600, height: 1200, format: "jpeg" });
    expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // Upright: the stored top band (dark) is now the right-hand edge.
    const redAt = async (left: number, top: number) => {
      const patch = await sharp(master).extract({ left, top, width: 40, height: 40 }).png().toBuffer();
      return (await sharp(patch).stats()).channels[0]!.mean;
    };
    expect(await redAt(1540, 500)).toBeLessThan(60);
    expect(await redAt(50, 500)).toBeGreaterThan(150);
    expect(await redAt(800, 20)).toBeGreaterThan(150);
  });

  it("is taken as PNG and WebP too", async () => {
    for (const format of ["png", "webp"] as const)
      expect((await acceptPhoto(await plainPhoto(800, 600, format))).width).toBe(800);
  });

  it("is refused, saying why, when it is truncated, an SVG, a renamed program, a decompression bomb, over 30 MB, too small to show sharply or a HEIC this server cannot decode", async () => {
    const bad = await badFiles();
    const refusal = async (bytes: Buffer) => {
      const error = await acceptPhoto(bytes, "kitchen.jpg").catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PhotoRefused);
      return (error as Error).message;
    };
    expect(await refusal(bad.truncated)).toMatch(/kitchen\.jpg is incomplete/);
    expect(await refusal(bad.svg)).toMatch(/SVG drawing, which can carry scripts/);
    expect(await refusal(bad.program)).toMatch(/not a photo we can read/);
    expect(await refusal(bad.bomb)).toMatch(/256 million pixels; a photo may have up to 64 million/);
    expect(await refusal(bad.oversized)).toMatch(/is 31\.\d MB; a photo may be up to 30 MB/);
    expect(await refusal(Buffer.alloc(0))).toMatch(/is empty/);
    expect(await refusal(await plainPhoto(1, 1, "png"))).toMatch(/is only 1 × 1 pixels: choose a photo at least 400/);
    expect(await refusal(await plainPhoto(1200, 399, "jpeg"))).toMatch(/is only 1200 × 399 pixels/);
    expect(await refusal(bad.heic)).toMatch(
      /kitchen\.jpg is a HEIC photo, which this server cannot read: share it as JPEG/,
    );
  });
});

describe.each<StoreKind>(["sqlite", "postgres"])("the portfolio on %s", (kind) => {
  it("starts with the twenty seed projects, each a captioned rendering, stored once however many processes start", async () => {
    const { services, config } = await open(kind);
    const second = another(config);
    const [mine, theirs] = await Promise.all([services.portfolio.published(), second.portfolio.published()]);
    expect(mine).toHaveLength(20);
    expect(theirs.map((project) => project.id)).toEqual(mine.map((project) => project.id));
    expect(mine[0]).toMatchObject({ slug: "lake-nona-walnut-island-kitchen", status: "published" });
    expect(mine[0]!.photos).toEqual([{ seed: "portfolio-01", alt: expect.stringMatching(/.{40,}/) }]);
  });

  it("publishes a new project with an uploaded photo, which every process shows at once; drafts and the trash stay off the site", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    const owner = "owner@example.com";
    const photo = await services.photos.upload(await sidewaysPhotoWithGps(), "kitchen.jpg", owner);
    const before = await other.contentVersion();

    const fields = {
      title: "Baldwin Park Pantry Kitchen",
      description: "A pantry wall opened into a bright kitchen with a larder.",
    };
    // Begun before the photos were taken: a draft waits for them; publishing does not.
    const noPhoto = projectFromForm(fields, []);
    const draft = await services.portfolio.save(noPhoto, "baldwin-park-pantry-kitchen", undefined, "draft", owner);
    expect(draft).toEqual({ id: expect.any(Number), slug: "baldwin-park-pantry-kitchen" });
    const id = (draft as { id: number }).id;
    expect(await services.portfolio.save(noPhoto, "baldwin-park-pantry-kitchen", id, "published", owner)).toEqual({
      errors: { photos: expect.stringMatching(/^Add a photo before publishing/) },
    });
    const noAlt = projectFromForm(fields, [{ photo: photo.id, alt: "", focus: "center" }]);
    // A draft may wait for the photo's description; publishing may not.
    expect(await services.portfolio.save(noAlt, "baldwin-park-pantry-kitchen", id, "draft", owner)).toEqual({
      id,
      slug: "baldwin-park-pantry-kitchen",
    });
    expect(await other.portfolio.bySlug("baldwin-park-pantry-kitchen")).toBeUndefined();
    expect(await services.portfolio.save(noAlt, "baldwin-park-pantry-kitchen", id, "published", owner)).toEqual({
      errors: { "photos.0.alt": expect.stringMatching(/before publishing/) },
    });
    const described = projectFromForm(fields, [
      { photo: photo.id, alt: "Orange kitchen wall under a dark soffit", focus: "top" },
    ]);
    await services.portfolio.save(described, "baldwin-park-pantry-kitchen", id, "published", owner);
    // The draft's version, its photo undescribed, cannot come back while the project is published.
    const draftVersion = (await services.portfolio.revisions(id))[1]!;
    expect(await services.portfolio.restore(id, draftVersion.id, owner)).toEqual({
      errors: { "photos.0.alt": expect.stringMatching(/before publishing/) },
    });
    expect((await services.portfolio.revisions(id)).length).toBe(3);
    // A photo or picture that is not stored (a forged or stale form) is refused, not shown broken.
    for (const missing of [
      { photo: photo.id + 1000, alt: "A photo that was never uploaded", focus: "center" as const },
      { seed: "no-such-render", alt: "A render the site does not have" },
    ])
      expect(
        await services.portfolio.save(
          projectFromForm(fields, [missing]),
          "baldwin-park-pantry-kitchen",
          id,
          "published",
          owner,
        ),
      ).toEqual({ errors: { photos: expect.stringMatching(/no longer stored/) } });

    await seesContentChange(other, before);
    // The project just finished leads the portfolio.
    expect((await other.portfolio.published())[0]!.slug).toBe("baldwin-park-pantry-kitchen");
    const shown = (await other.portfolio.bySlug("baldwin-park-pantry-kitchen"))!;
    expect(shown).toMatchObject({
      title: fields.title,
      location: "Central Florida",
      category: "Kitchen",
      status: "published",
    });
    expect(shown.photoFiles[photo.id]).toEqual({ id: photo.id, hash: photo.hash, width: 1600, height: 1200 });

    // Its files: made from the master on first request (by any process), without metadata.
    const file = photoUrl(photo, 760, "webp").slice("/photos/".length);
    const bytes = (await other.photos.file(file))!;
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 760, height: 570 });
    expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
    expect(await services.photos.file(file)).toEqual(bytes);
    expect(await services.photos.file(file.replace(photo.hash, "AAAAAAAAAAAAAAAA"))).toBeUndefined();
    expect(await services.photos.file(file.replace("-760.", "-761."))).toBeUndefined();
    // And e-mail's JPEG of it, as bare.
    const jpeg = (await other.photos.file(photoUrl(photo, 1080, "jpeg").slice("/photos/".length)))!;
    const jpegMetadata = await sharp(jpeg).metadata();
    expect(jpegMetadata).toMatchObject({ format: "jpeg", width: 1080, height: 810 });
    expect([jpegMetadata.exif, jpegMetadata.xmp, jpegMetadata.iptc]).toEqual([undefined, undefined, undefined]);

    // Another project may not take its address.
    expect(await services.portfolio.save(described, "baldwin-park-pantry-kitchen", undefined, "draft", owner)).toEqual({
      errors: { slug: expect.stringMatching(/already uses the address/) },
    });

    expect(await services.portfolio.setDeleted(id, true, owner)).toBe(true);
    expect(await other.portfolio.bySlug("baldwin-park-pantry-kitchen")).toBeUndefined();
    expect((await other.portfolio.trash()).map((project) => project.id)).toEqual([id]);
    expect(await services.portfolio.setDeleted(id, false, owner)).toBe(true);
    expect((await other.portfolio.bySlug("baldwin-park-pantry-kitchen"))?.title).toBe(fields.title);
  });

  it("keeps a deleted project in the trash for 30 days: listed and restorable until then, gone after", async () => {
    const { services } = await open(kind);
    const owner = "owner@example.com";
    const draft = (slug: string) =>
      services.portfolio.save(
        projectFromForm({ title: slug, description: "A screened lanai with a summer kitchen." }, []),
        slug,
        undefined,
        "draft",
        owner,
      ) as Promise<{ id: number }>;
    const [recent, expired] = [await draft("oviedo-lanai"), await draft("oviedo-lanai-summer-kitchen")];
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await services.store.content.setDeleted(recent.id, true, owner, daysAgo(29));
    await services.store.content.setDeleted(expired.id, true, owner, daysAgo(31));
    expect((await services.portfolio.trash()).map((project) => project.id)).toEqual([recent.id]);
    expect(await services.portfolio.setDeleted(expired.id, false, owner)).toBe(false);
    expect(await services.portfolio.find(expired.id)).toBeUndefined();
    expect(await services.portfolio.setDeleted(recent.id, false, owner)).toBe(true);
    expect((await services.portfolio.find(recent.id))?.slug).toBe("oviedo-lanai");
  });

  it("keeps a published project's changes as a draft until they are published: the site shows it as it was", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    const owner = "owner@example.com";
    const [first] = await services.portfolio.published();
    const { id, slug, title } = first!;
    const before = (await services.portfolio.revisions(id)).length;
    const changed = { ...first!, title: "Walnut Island Kitchen, Drafted" };

    expect(await services.portfolio.save(changed, slug, id, undefined, owner, { asDraftChanges: true })).toEqual({
      id,
      slug,
      asDraftChanges: true,
    });
    expect((await other.portfolio.bySlug(slug))!.title).toBe(title);
    expect(await other.portfolio.find(id)).toMatchObject({ title: "Walnut Island Kitchen, Drafted", hasChanges: true });
    expect(await services.portfolio.revisions(id)).toHaveLength(before + 1);
    // Given up, the office shows what the site does.
    expect(await services.portfolio.discardChanges(id, owner)).toBe(true);
    expect(await services.portfolio.find(id)).toMatchObject({ title, hasChanges: false });
    expect(await services.portfolio.discardChanges(id, owner)).toBe(false);

    // Kept again and published: live.
    await services.portfolio.save(changed, slug, id, undefined, owner, { asDraftChanges: true });
    expect(await services.portfolio.save(changed, slug, id, "published", owner)).toEqual({ id, slug });
    expect((await other.portfolio.bySlug(slug))!.title).toBe("Walnut Island Kitchen, Drafted");
    expect(await other.portfolio.find(id)).toMatchObject({ hasChanges: false });
    // (The same fields kept again and then published are the one revision they were.)
    expect(await services.portfolio.revisions(id)).toHaveLength(before + 1);
    // Restoring a version, with changes to the address kept as a draft, keeps the site's address.
    await services.portfolio.save(changed, "walnut-island-kitchen-renamed", id, undefined, owner, {
      asDraftChanges: true,
    });
    expect(await services.portfolio.find(id)).toMatchObject({ slug: "walnut-island-kitchen-renamed", siteSlug: slug });
    const oldest = (await services.portfolio.revisions(id)).at(-1)!;
    expect(await services.portfolio.restore(id, oldest.id, owner)).toEqual({ id, slug });
    expect((await other.portfolio.bySlug(slug))!.title).toBe(title);
    expect(await other.portfolio.bySlug("walnut-island-kitchen-renamed")).toBeUndefined();
    expect(await other.portfolio.find(id)).toMatchObject({ hasChanges: false, slug });
    // A draft project has no separate changes: its save is the draft.
    const draft = await services.portfolio.save(
      { ...changed, title: "Oviedo Pantry" },
      "oviedo-pantry",
      undefined,
      "draft",
      owner,
    );
    const draftId = (draft as { id: number }).id;
    expect(
      await services.portfolio.save(
        { ...changed, title: "Oviedo Pantry Kitchen" },
        "oviedo-pantry",
        draftId,
        undefined,
        owner,
        {
          asDraftChanges: true,
        },
      ),
    ).toEqual({ id: draftId, slug: "oviedo-pantry" });
    expect(await services.portfolio.find(draftId)).toMatchObject({ title: "Oviedo Pantry Kitchen", hasChanges: false });
  });

  it("keeps every save as a revision (the last 20) and restores an earlier one as the newest", async () => {
    const { services } = await open(kind);
    const [first] = await services.portfolio.published();
    const { id, slug } = first!;
    const changed = { ...first!, title: "Walnut Island Kitchen, Revisited" };
    for (let n = 0; n < 21; n++)
      await services.portfolio.save({ ...changed, year: 2004 + n }, slug, id, undefined, "owner@example.com");
    const revisions = await services.portfolio.revisions(id);
    expect(revisions).toHaveLength(20);
    expect(revisions[0]!.fields.year).toBe(2024);
    expect((await services.portfolio.bySlug(slug))!.title).toBe("Walnut Island Kitchen, Revisited");

    await services.portfolio.restore(id, revisions[19]!.id, "owner@example.com");
    expect((await services.portfolio.bySlug(slug))!.year).toBe(2005);
    expect((await services.portfolio.revisions(id))[0]!.fields.year).toBe(2005);
  });

  it("restores an earlier version's address with its fields, unless another project has taken it since", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    const owner = "owner@example.com";
    const [first, second] = await services.portfolio.published();
    const { id, slug } = first!;
    const renamed = await services.portfolio.save(
      { ...first!, title: "Renamed" },
      "renamed-kitchen",
      id,
      undefined,
      owner,
    );
    expect(renamed).toEqual({ id, slug: "renamed-kitchen" });
    const [, before] = await services.portfolio.revisions(id);
    expect(before).toMatchObject({ slug, fields: { title: first!.title } });

    expect(await services.portfolio.restore(id, before!.id, owner)).toEqual({ id, slug });
    expect(await other.portfolio.bySlug(slug)).toMatchObject({ id, title: first!.title });
    expect(await other.portfolio.bySlug("renamed-kitchen")).toBeUndefined();
    // A link to the address it had leads to it; a made-up address to nothing.
    expect(await other.portfolio.movedTo("renamed-kitchen")).toBe(slug);
    expect(await other.portfolio.movedTo(slug)).toBeUndefined();
    expect(await other.portfolio.movedTo("never-used")).toBeUndefined();

    // Renamed again, and its first address given to another project: the fields come back, the address stays.
    await services.portfolio.save({ ...first!, title: "Renamed" }, "renamed-kitchen", id, undefined, owner);
    await services.portfolio.save(second!, slug, second!.id, undefined, owner);
    expect(await services.portfolio.restore(id, before!.id, owner)).toEqual({ id, slug: "renamed-kitchen" });
    expect(await other.portfolio.bySlug("renamed-kitchen")).toMatchObject({ id, title: first!.title });
    expect(await other.portfolio.bySlug(slug)).toMatchObject({ id: second!.id });
  });

  it("deletes the photos nothing uses any more: not those of an item, a kept revision or a sent newsletter", async () => {
    const { services } = await open(kind);
    const owner = "owner@example.com";
    const upload = async (colour: string) =>
      (await services.photos.upload(await plainPhoto(1200, 900, "png", colour), `${colour}.png`, owner)).id;
    const [shown, earlier, mailed, abandoned] = await Promise.all(["#a64", "#4a6", "#46a", "#aa4"].map(upload));
    const fields = { title: "Thornton Park Scullery", description: "A scullery behind the kitchen, for the mess." };
    const project = (photo: number) => projectFromForm(fields, [{ photo, alt: "A scullery sink", focus: "center" }]);
    const saved = await services.portfolio.save(project(earlier!), "thornton-park-scullery", undefined, "draft", owner);
    await services.portfolio.save(
      project(shown!),
      "thornton-park-scullery",
      (saved as { id: number }).id,
      undefined,
      owner,
    );
    const card = {
      kind: "project" as const,
      label: "Kitchen",
      title: "Thornton Park Scullery",
      summary: "A scullery.",
      url: "https://www.saltboxdesignbuild.com/portfolio/thornton-park-scullery",
      imageUrl: `https://www.saltboxdesignbuild.com/photos/${mailed}-abc-800.jpeg`,
      imageAlt: "A scullery sink",
    };
    await services.store.newsletter.saveIssue(
      { subject: "News", intro: "Hello.", cards: [card] },
      undefined,
      owner,
      new Date(),
    );

    // Uploaded within the last day: kept for the form it may be waiting in.
    expect(await services.store.content.deleteUnusedPhotos(new Date(Date.now() - 86_400_000))).toBe(0);
    expect(await services.store.content.deleteUnusedPhotos(new Date(Date.now() + 1000))).toBe(1);
    const left = (await services.store.content.photos([shown!, earlier!, mailed!, abandoned!])).map(
      (photo) => photo.id,
    );
    expect(left.sort()).toEqual([shown!, earlier!, mailed!].sort());
  });
});
