// The home gallery chosen in the office, on both engines, through the real services: seeded with the
// nine starting pictures, every choice checked (nine, no card twice, only published projects) and
// live at once for every process, or kept as a draft only the office's preview shows; a project
// taken off the site leaves the gallery until replaced.
import { describe, expect, it } from "vitest";
import { galleryItems } from "../../server/content/seed/gallery.ts";
import { checkGallery } from "../../server/content/gallery.ts";
import { servicesClosedAfterEach, type StoreKind, seesContentChange } from "../support/services.ts";

const { open, another } = servicesClosedAfterEach();
const owner = "owner@example.com";
const starting = galleryItems.map((_, index) => `start:${index}`);

describe.each<StoreKind>(["sqlite", "postgres"])("the home gallery on %s", (kind) => {
  it("starts as the nine starting pictures; shows a published project the owner picks, checked, on every process at once", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    const { cards } = await other.gallery.cards();
    expect(cards.map((card) => card.title)).toEqual(galleryItems.map((item) => item.title));
    expect(cards.map((card) => card.category)).toContain("Cabinetry");
    expect(cards.every((card) => "seed" in card.photo && card.photo.alt.length >= 40)).toBe(true);
    expect(checkGallery(await services.gallery.single(), "home")).toMatchObject({ slug: "home" });

    expect(await services.gallery.save(starting.slice(0, 8), owner)).toEqual({
      errors: { picks: "The gallery shows exactly 9 cards." },
    });
    expect(await services.gallery.save([...starting.slice(0, 8), "start:0"], owner)).toEqual({
      errors: { "picks.8": "Card 1 shows this already: choose another." },
    });
    expect(await services.gallery.save([...starting.slice(0, 8), "start:12"], owner)).toEqual({
      errors: { "picks.8": "Choose a card from the list." },
    });

    // A project still a draft cannot be picked; published, it can.
    const project = (await services.portfolio.published()).at(-1)!;
    await services.portfolio.setStatus(project.id, "draft", owner);
    const picks = [`project:${project.slug}`, ...starting.slice(1)];
    expect(await services.gallery.save(picks, owner)).toEqual({
      errors: { "picks.0": "That project is not on the site: publish it first, or choose another." },
    });
    await services.portfolio.setStatus(project.id, "published", owner);
    const before = await other.contentVersion();
    expect(await services.gallery.save(picks, owner)).toMatchObject({ slug: "home" });
    await seesContentChange(other, before);
    const [first, second] = (await other.gallery.cards()).cards;
    expect(first).toMatchObject({ title: project.title, category: project.category, slug: project.slug });
    expect(first!.photo).toEqual(project.photos[0]);
    expect(second!.title).toBe(galleryItems[1]!.title);

    // Taken off the site, the project leaves the gallery; the rest stay.
    await services.portfolio.setStatus(project.id, "draft", owner);
    expect((await other.gallery.cards()).cards.map((card) => card.title)).toEqual(
      galleryItems.slice(1).map((item) => item.title),
    );

    // The first choice restored.
    const current = await services.gallery.single();
    const seed = (await services.gallery.revisions(current.id)).at(-1)!;
    await services.gallery.restore(current.id, seed.id, owner);
    expect((await other.gallery.cards()).cards).toHaveLength(9);
  });

  it("keeps a choice as a draft: checked as a save is, shown by the office's preview, not by the home page, until saved live or given up", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    const project = (await services.portfolio.published()).at(-1)!;
    const picks = [`project:${project.slug}`, ...starting.slice(1)];
    const draft = { asDraftChanges: true };
    expect(await services.gallery.save([...starting.slice(0, 8), "start:0"], owner, draft)).toEqual({
      errors: { "picks.8": "Card 1 shows this already: choose another." },
    });
    expect(await services.gallery.save(picks, owner, draft)).toMatchObject({ slug: "home", asDraftChanges: true });
    const { id } = await services.gallery.single();
    const firstTitle = async (previewed: boolean) => {
      const read = () => other.gallery.cards();
      return (await (previewed ? other.gallery.previewing(id, read) : read())).cards[0]!.title;
    };
    expect(await firstTitle(false)).toBe(galleryItems[0]!.title);
    expect(await firstTitle(true)).toBe(project.title);
    expect((await other.gallery.single()).hasChanges).toBe(true);

    expect(await services.gallery.discardChanges(id, owner)).toBe(true);
    expect(await firstTitle(true)).toBe(galleryItems[0]!.title);
    await services.gallery.save(picks, owner, draft);
    await services.gallery.save(picks, owner);
    expect(await firstTitle(false)).toBe(project.title);
    expect((await other.gallery.single()).hasChanges).toBe(false);
  });
});
