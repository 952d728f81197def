// The four services edited in the office, on both engines, through the real services: seeded once
// from the content files, every save checked (six items, described photo, fixed address) and live
// at once for every process, earlier versions restorable.
import { describe, expect, it } from "vitest";
import { paragraphsOf } from "../../server/content/collection.ts";
import { checkService } from "../../server/content/services.ts";
import { servicesClosedAfterEach, type StoreKind, seesContentChange } from "../support/services.ts";

const { open, another } = servicesClosedAfterEach();
const owner = "owner@example.com";

describe.each<StoreKind>(["sqlite", "postgres"])("the services on %s", (kind) => {
  it("start as the seed's four, in the site's order; a change is checked field by field and live at once", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    expect((await other.servicePages.published()).map((service) => [service.slug, service.title])).toEqual([
      ["kitchen", "Kitchen Remodeling"],
      ["bathroom", "Bathroom Remodeling"],
      ["full-home", "Full Home Renovations"],
      ["cabinetry", "Custom Cabinetry & Millwork"],
    ]);
    // The seed passes the rules every save must.
    for (const service of await services.servicePages.published())
      expect(checkService(service, service.slug), service.slug).toMatchObject({ slug: service.slug });
    const kitchen = (await services.servicePages.bySlug("kitchen"))!;
    expect(kitchen.features).toHaveLength(6);
    expect(kitchen.hero).toEqual({ seed: "service-kitchen", alt: expect.stringMatching(/kitchen/i) });

    const save = (input: object, slug = "kitchen") => services.servicePages.save(input, slug, kitchen.id, owner);
    expect(await save({ ...kitchen, features: kitchen.features.slice(0, 5) })).toEqual({
      errors: { features: "A service lists exactly 6 things in What's Included." },
    });
    expect(
      await save({
        ...kitchen,
        features: kitchen.features.map((feature, index) => (index === 2 ? "" : feature)),
        description: ["Too short."],
        hero: { seed: "service-kitchen", alt: "" },
      }),
    ).toEqual({
      errors: {
        "features.2": "Name what is included in a few words (at least 10 characters).",
        description: expect.stringMatching(/at least 40 characters/),
      },
    });
    expect(await save({ ...kitchen, hero: { seed: "service-kitchen", alt: "" } })).toEqual({
      errors: { "hero.alt": expect.stringMatching(/Describe the photo/) },
    });
    expect(await save(kitchen, "roofing")).toEqual({ errors: { slug: "A service keeps its address." } });
    // A hero that is not stored would take the service's pages down: refused at the save.
    for (const hero of [
      { photo: 987_654, alt: "A kitchen photo that was never uploaded", focus: "center" },
      { seed: "project-1", alt: "A render the site does not have" },
    ])
      expect(await save({ ...kitchen, hero })).toEqual({ errors: { hero: expect.stringMatching(/no longer stored/) } });

    const before = await other.contentVersion();
    const description = paragraphsOf(
      "Kitchens planned around how your family cooks,\nbuilt for Florida humidity.\r\n\r\n  \n\nWe handle permits, plumbing and electrical in-house, under one contract.",
    );
    expect(description).toEqual([
      "Kitchens planned around how your family cooks, built for Florida humidity.",
      "We handle permits, plumbing and electrical in-house, under one contract.",
    ]);
    expect(await save({ ...kitchen, description })).toEqual({ id: kitchen.id, slug: "kitchen" });
    await seesContentChange(other, before);
    expect(await other.servicePages.bySlug("kitchen")).toMatchObject({ description, status: "published" });

    const [, seed] = await services.servicePages.revisions(kitchen.id);
    await services.servicePages.restore(kitchen.id, seed!.id, owner);
    expect((await other.servicePages.bySlug("kitchen"))!.description).toEqual(kitchen.description);

    // Kept as a draft: the office and its preview show it, the site not until it is saved live.
    const summary = "Kitchens planned around how your family cooks, and built to last in Florida.";
    expect(
      await services.servicePages.save({ ...kitchen, summary }, "kitchen", kitchen.id, owner, { asDraftChanges: true }),
    ).toEqual({ id: kitchen.id, slug: "kitchen", asDraftChanges: true });
    expect((await other.servicePages.bySlug("kitchen"))!.summary).toBe(kitchen.summary);
    expect(await other.servicePages.find(kitchen.id)).toMatchObject({ summary, hasChanges: true });
    expect(await services.servicePages.save({ ...kitchen, summary }, "kitchen", kitchen.id, owner)).toEqual({
      id: kitchen.id,
      slug: "kitchen",
    });
    expect(await other.servicePages.bySlug("kitchen")).toMatchObject({ summary, hasChanges: false });
  });
});
