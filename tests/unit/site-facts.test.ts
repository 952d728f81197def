import { describe, expect, it } from "vitest";
import { claimText, site, yearsInBusiness } from "#common/site.ts";

describe("the site's facts", () => {
  it("found the firm at a year that makes the '20+ years' claim true and not understated on 2026-11-26", () => {
    const years = yearsInBusiness(new Date("2026-11-26T12:00:00-05:00"));
    expect(claimText("Years of experience")).toBe("20+");
    expect(years).toBe(21);
    expect(site.founded.florida).toBeGreaterThan(site.founded.newEngland);
  });

  it("keeps the years claim true from now on", () => {
    expect(yearsInBusiness()).toBeGreaterThanOrEqual(site.claims[0].value);
  });
});
