// The process steps and core values edited in the office, on both engines, through the real
// services: seeded once, kept at their number of cards, every save checked, live at once or kept
// as a draft the site does not show.
import { describe, expect, it } from "vitest";
import { servicesClosedAfterEach, type StoreKind } from "../support/services.ts";

const { open, another } = servicesClosedAfterEach();
const owner = "owner@example.com";

describe.each<StoreKind>(["sqlite", "postgres"])("the card lists on %s", (kind) => {
  it("start as the seed's five steps and four values; a change keeps the count, is checked card by card and is live at once", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    expect((await other.cardLists.cards("process-steps")).map((step) => step.title)).toEqual([
      "Initial Consultation",
      "Design & Planning",
      "Construction Phase",
      "Quality Assurance",
      "Project Completion",
    ]);
    const values = await services.cardLists.cards("core-values");
    expect(values).toHaveLength(4);
    const list = (await services.cardLists.list()).find((item) => item.slug === "core-values")!;

    expect(await services.cardLists.save({ cards: values.slice(0, 3) }, "core-values", list.id, owner)).toEqual({
      errors: { cards: "The page shows exactly 4 cards." },
    });
    const broken = values.map((value, index) =>
      index === 1 ? { ...value, icon: "rocket", description: "Short." } : value,
    );
    expect(await services.cardLists.save({ cards: broken }, "core-values", list.id, owner)).toEqual({
      errors: {
        "cards.1.icon": "Choose an icon.",
        "cards.1.description": expect.stringMatching(/at least 20 characters/),
      },
    });
    expect(await services.cardLists.save({ cards: values }, "process-steps", list.id, owner)).toMatchObject({
      errors: { cards: "The page shows exactly 5 cards." },
    });

    const changed = values.map((value, index) => (index === 0 ? { ...value, title: "Craftsmanship" } : value));
    expect(await services.cardLists.save({ cards: changed }, "core-values", list.id, owner)).toEqual({
      id: list.id,
      slug: "core-values",
    });
    expect((await other.cardLists.cards("core-values"))[0]!.title).toBe("Craftsmanship");
  });

  it("keeps a change as a draft: checked as a save is, shown to the office and its preview, not to the site, until saved live or given up", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    const steps = await services.cardLists.cards("process-steps");
    const list = (await services.cardLists.list()).find((item) => item.slug === "process-steps")!;
    const drafted = steps.map((step, index) => (index === 2 ? { ...step, title: "Building, week by week" } : step));
    const draft = { asDraftChanges: true };

    expect(
      await services.cardLists.save({ cards: steps.slice(1) }, "process-steps", list.id, owner, draft),
    ).toMatchObject({ errors: { cards: "The page shows exactly 5 cards." } });
    expect(await services.cardLists.save({ cards: drafted }, "process-steps", list.id, owner, draft)).toEqual({
      id: list.id,
      slug: "process-steps",
      asDraftChanges: true,
    });
    const titles = async (previewed: boolean) => {
      const read = () => other.cardLists.cards("process-steps");
      return (await (previewed ? other.cardLists.previewing(list.id, read) : read())).map((step) => step.title);
    };
    expect((await titles(false))[2]).toBe("Construction Phase");
    expect((await titles(true))[2]).toBe("Building, week by week");
    expect((await other.cardLists.find(list.id))!.hasChanges).toBe(true);

    expect(await services.cardLists.discardChanges(list.id, owner)).toBe(true);
    expect((await titles(true))[2]).toBe("Construction Phase");
    await services.cardLists.save({ cards: drafted }, "process-steps", list.id, owner, draft);
    await services.cardLists.save({ cards: drafted }, "process-steps", list.id, owner);
    expect((await titles(false))[2]).toBe("Building, week by week");
    expect((await other.cardLists.find(list.id))!.hasChanges).toBe(false);
  });
});
