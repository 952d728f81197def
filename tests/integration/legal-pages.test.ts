// The legal pages edited in the office, on both engines, through the real services: seeded once,
// every save checked and live at once, the address fixed, earlier versions restorable.
import { describe, expect, it } from "vitest";
import { servicesClosedAfterEach, type StoreKind, seesContentChange } from "../support/services.ts";

const { open, another } = servicesClosedAfterEach();
const owner = "owner@example.com";

describe.each<StoreKind>(["sqlite", "postgres"])("the legal pages on %s", (kind) => {
  it("start as the seed's privacy policy and terms, live at once after a checked save, at their fixed address", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    const privacy = (await services.legalPages.bySlug("privacy"))!;
    expect(privacy).toMatchObject({ title: "Privacy Policy", status: "published", updated: "2026-11-01" });
    expect((await other.legalPages.bySlug("terms"))!.title).toBe("Terms of Service");
    expect((await other.legalPages.list()).map((page) => page.slug).sort()).toEqual(["privacy", "terms"]);

    const changed = { ...privacy, updated: "2026-11-27", body: `${privacy.body}\n\n## Cookies\n\nWe set none.` };
    expect(await services.legalPages.save({ ...changed, description: "Short." }, "privacy", privacy.id, owner)).toEqual(
      {
        errors: { description: expect.stringMatching(/at least 50 characters/) },
      },
    );
    expect(await services.legalPages.save(changed, "cookies", privacy.id, owner)).toEqual({
      errors: { slug: "A legal page keeps its address." },
    });
    const before = await other.contentVersion();
    expect(await services.legalPages.save(changed, "privacy", privacy.id, owner)).toEqual({
      id: privacy.id,
      slug: "privacy",
    });
    await seesContentChange(other, before);
    expect(await other.legalPages.bySlug("privacy")).toMatchObject({ updated: "2026-11-27", status: "published" });

    const [, seed] = await services.legalPages.revisions(privacy.id);
    await services.legalPages.restore(privacy.id, seed!.id, owner);
    expect((await other.legalPages.bySlug("privacy"))!.body).not.toContain("## Cookies");
  });
});
