// The business facts edited in the office, on both engines, through the real services: seeded from
// common/site.ts, every save checked field by field, live for every process at once, and in the
// mail each process writes (on its render thread too) within 2 s of the change; or kept as a draft
// that only the office's form and preview show.
import { describe, expect, it } from "vitest";
import { seedFacts } from "../../common/business-facts.ts";
import { checkFacts } from "../../server/content/facts.ts";
import { businessFacts } from "../../server/mail/facts.ts";
import { startRenderThread } from "../../server/mail/render-thread.ts";
import { servicesClosedAfterEach, waitFor, type StoreKind, seesContentChange } from "../support/services.ts";

const { open, another } = servicesClosedAfterEach();
const owner = "owner@example.com";

describe.each<StoreKind>(["sqlite", "postgres"])("the business facts on %s", (kind) => {
  it("start as common/site.ts's; a change is checked field by field, live at once, and in the mail within 2 s", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    expect(await other.facts.current()).toEqual(seedFacts);
    expect(checkFacts(seedFacts, "business")).toEqual({ data: seedFacts, slug: "business" });

    const broken = {
      ...seedFacts,
      phone: { display: "407 555", href: "" },
      hours: seedFacts.hours.map((row, index) => (index === 0 ? { ...row, time: "8 till late" } : row)),
      claims: seedFacts.claims.map((claim, index) => (index === 2 ? { ...claim, value: Number.NaN } : claim)),
      social: { ...seedFacts.social, href: "javascript:alert(1)" },
    };
    expect(await services.facts.save(broken, owner)).toEqual({
      errors: {
        "phone.display": "Write a US phone number with its area code, like 407 555 0142.",
        "hours.0.time": expect.stringMatching(/like 8:00 AM – 6:00 PM/),
        "claims.2.value": "Give the figure as a whole number.",
        "social.href": "Give the profile's full address, starting with https://.",
      },
    });

    const changed = {
      ...seedFacts,
      phone: { display: "(321) 555-0199", href: "ignored: made from the number" },
      hours: seedFacts.hours.map((row, index) => (index === 1 ? { ...row, time: "10:00 AM – 2:00 PM" } : row)),
      claims: seedFacts.claims.map((claim, index) => (index === 1 ? { ...claim, value: 250 } : claim)),
    };
    const before = await other.contentVersion();
    expect(await services.facts.save(changed, owner)).toMatchObject({ slug: "business" });
    await seesContentChange(other, before);
    const now = await other.facts.current();
    expect(now.phone).toEqual({ display: "(321) 555-0199", href: "tel:+13215550199" });
    expect(now.hours[1]).toEqual({ days: "Saturday", time: "10:00 AM – 2:00 PM", opens: "10:00", closes: "14:00" });
    expect(now.claims[1]!.value).toBe(250);

    // This process's mail follows within 2 s, on its render thread too.
    const changedAt = Date.now();
    await waitFor(() => businessFacts().phone.display === "(321) 555-0199", 2500);
    expect(Date.now() - changedAt).toBeLessThan(2500);
    const thread = startRenderThread(() => {});
    try {
      const { text } = await thread.render({
        name: "Acknowledgement",
        props: { greetingName: "Ana", what: "enquiry", received: [], booked: false, manageUrl: undefined },
      });
      expect(text).toContain("(321) 555-0199");
      expect(text).toContain("10:00 AM – 2:00 PM");
      expect(text).not.toContain("(407) 555-0142");
    } finally {
      await thread.close();
    }

    const [, seed] = await services.facts.revisions((await services.facts.single()).id);
    await services.facts.restore((await services.facts.single()).id, seed!.id, owner);
    expect(await other.facts.current()).toEqual(seedFacts);
  });

  it("keep a change as a draft: checked as a save is, in the office's form and preview, not on pages or in mail, until saved live or given up", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    const drafted = { ...seedFacts, email: "studio@example.com" };
    const draft = { asDraftChanges: true };
    expect(await services.facts.save({ ...drafted, email: "not an address" }, owner, draft)).toMatchObject({
      errors: { email: expect.any(String) },
    });
    expect(await services.facts.save(drafted, owner, draft)).toMatchObject({ slug: "business", asDraftChanges: true });
    const { id } = await services.facts.single();
    const previewed = () => other.facts.previewing(id, () => other.facts.shown());
    expect((await previewed()).email).toBe("studio@example.com");
    expect(await other.facts.current()).toEqual(seedFacts);
    expect(await other.facts.shown()).toEqual(seedFacts);
    expect((await other.facts.single()).hasChanges).toBe(true);

    expect(await services.facts.discardChanges(id, owner)).toBe(true);
    expect(await previewed()).toEqual(seedFacts);
    await services.facts.save(drafted, owner, draft);
    await services.facts.save(drafted, owner);
    expect((await other.facts.current()).email).toBe("studio@example.com");
    expect((await other.facts.single()).hasChanges).toBe(false);
  });
});
