// The testimonials edited in the office, on both engines, through the real services: the seed in
// its order, a new one first, every save checked, drafts off the site.
import { describe, expect, it } from "vitest";
import { testimonialFromForm } from "../../server/content/testimonials.ts";
import { servicesClosedAfterEach, type StoreKind, seesContentChange } from "../support/services.ts";

const { open, another } = servicesClosedAfterEach();
const owner = "owner@example.com";

describe.each<StoreKind>(["sqlite", "postgres"])("the testimonials on %s", (kind) => {
  it("start as the seed's six in order; a new one is checked, comes first once published, and leaves with unpublishing", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    expect((await other.testimonials.published()).map((testimonial) => testimonial.name)).toEqual([
      "Jennifer Alvarez",
      "Marcus Bennett",
      "Priya Raman",
      "David and Karen Olsen",
      "Teresa Nguyen",
      "Robert Hines",
    ]);

    expect(
      await services.testimonials.save(
        testimonialFromForm({ name: "", title: "Homeowner", company: "Oviedo", content: "Great.", rating: "9" }),
        "testimonial",
        undefined,
        "published",
        owner,
      ),
    ).toEqual({
      errors: {
        name: expect.stringMatching(/Give the name/),
        content: expect.stringMatching(/at least 40 characters/),
        rating: "From 1 to 5 stars.",
      },
    });

    const words = {
      name: "Ana and Luis Ortega",
      title: "Homeowners",
      company: "Baldwin Park",
      content:
        "They opened our pantry wall into the kitchen and finished the week they promised, dust and all cleaned.",
    };
    const saved = await services.testimonials.save(
      testimonialFromForm(words),
      await services.testimonials.freeSlug(words.name),
      undefined,
      "published",
      owner,
    );
    expect(saved).toEqual({ id: expect.any(Number), slug: "ana-and-luis-ortega" });
    const [first] = await other.testimonials.published();
    expect(first).toMatchObject({ ...words, rating: 5 });

    expect(await services.testimonials.setStatus((saved as { id: number }).id, "draft", owner)).toBe(true);
    expect((await other.testimonials.published())[0]!.name).toBe("Jennifer Alvarez");
  });

  it("move a place up or down in the site's order, for every process at once; the first stays first, the trash cannot move", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    const names = async () => (await other.testimonials.published()).map((testimonial) => testimonial.name);
    const [first, second, third] = await services.testimonials.list();
    const before = await other.contentVersion();
    expect(await services.testimonials.move(third!.id, -1, owner)).toBe(true);
    expect((await names()).slice(0, 3)).toEqual([first!.name, third!.name, second!.name]);
    await seesContentChange(other, before);
    expect(await services.testimonials.move(third!.id, -1, owner)).toBe(true);
    expect(await services.testimonials.move(third!.id, -1, owner)).toBe(true);
    expect((await names()).slice(0, 3)).toEqual([third!.name, first!.name, second!.name]);
    expect(await services.testimonials.move(first!.id, 1, owner)).toBe(true);
    expect((await names()).slice(0, 3)).toEqual([third!.name, second!.name, first!.name]);

    // Several places at once (a drag in the office), stopping at either end.
    expect(await services.testimonials.move(first!.id, -2, owner)).toBe(true);
    expect((await names()).slice(0, 3)).toEqual([first!.name, third!.name, second!.name]);
    expect(await services.testimonials.move(first!.id, 99, owner)).toBe(true);
    expect((await names()).at(-1)).toBe(first!.name);
    expect(await services.testimonials.move(first!.id, -99, owner)).toBe(true);
    expect((await names()).slice(0, 3)).toEqual([first!.name, third!.name, second!.name]);

    await services.testimonials.setDeleted(second!.id, true, owner);
    expect(await services.testimonials.move(second!.id, 1, owner)).toBe(false);
    // Another kind's items keep their order.
    expect((await other.portfolio.published())[0]!.slug).toBe("lake-nona-walnut-island-kitchen");
  });
});
