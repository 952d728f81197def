// The about page's words and photo edited in the office, on both engines, through the real
// services: seeded once, every save checked (paragraphs, headings, a described photo) and live at
// once for every process, or kept as a draft the site does not show; earlier versions restorable.
import { describe, expect, it } from "vitest";
import { aboutPage } from "../../server/content/seed/about.ts";
import { checkAbout } from "../../server/content/about.ts";
import { servicesClosedAfterEach, type StoreKind, seesContentChange } from "../support/services.ts";

const { open, another } = servicesClosedAfterEach();
const owner = "owner@example.com";

describe.each<StoreKind>(["sqlite", "postgres"])("the about page on %s", (kind) => {
  it("starts as the seed's words and render; a change is checked field by field and live at once", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    const about = await other.aboutPage.current();
    expect(about).toMatchObject({ title: aboutPage.title, storyTitle: aboutPage.storyTitle, status: "published" });
    expect(about.image).toEqual({ seed: "about-family", alt: expect.stringMatching(/.{40}/) });
    expect(checkAbout(about, "about")).toMatchObject({ slug: "about" });

    expect(
      await services.aboutPage.save(
        { ...about, family: ["Too short."], storyTitle: "", image: { ...about.image, alt: "" } },
        owner,
      ),
    ).toEqual({
      errors: {
        family: expect.stringMatching(/at least 40 characters/),
        storyTitle: "Give the story a heading.",
      },
    });
    expect(await services.aboutPage.save({ ...about, image: { ...about.image, alt: "" } }, owner)).toEqual({
      errors: { "image.alt": expect.stringMatching(/Describe the photo/) },
    });

    const before = await other.contentVersion();
    const story = [...about.story, "In 2026 Claire became a partner, the second generation to sign the contracts."];
    expect(await services.aboutPage.save({ ...about, story }, owner)).toMatchObject({ slug: "about" });
    await seesContentChange(other, before);
    expect((await other.aboutPage.current()).story).toEqual(story);

    const [, seed] = await services.aboutPage.revisions(about.id);
    await services.aboutPage.restore(about.id, seed!.id, owner);
    expect((await other.aboutPage.current()).story).toEqual(about.story);
  });

  it("keeps a change as a draft: the site says what it said until the change is saved live or given up", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    const about = await services.aboutPage.current();
    const intro = "A family of builders renovating Central Florida homes, two generations on every job.";
    expect(await services.aboutPage.save({ ...about, intro }, owner, { asDraftChanges: true })).toEqual({
      id: about.id,
      slug: "about",
      asDraftChanges: true,
    });
    expect(await other.aboutPage.current()).toMatchObject({ intro, hasChanges: true });
    expect(await other.aboutPage.shown()).toMatchObject({ intro: about.intro, hasChanges: false });
    // A draft is checked as a save is.
    expect(await services.aboutPage.save({ ...about, intro: "" }, owner, { asDraftChanges: true })).toMatchObject({
      errors: { intro: expect.any(String) },
    });

    expect(await services.aboutPage.discardChanges(about.id, owner)).toBe(true);
    expect(await other.aboutPage.current()).toMatchObject({ intro: about.intro, hasChanges: false });

    await services.aboutPage.save({ ...about, intro }, owner, { asDraftChanges: true });
    await services.aboutPage.save({ ...(await services.aboutPage.current()) }, owner);
    expect(await other.aboutPage.shown()).toMatchObject({ intro, hasChanges: false });
  });
});
