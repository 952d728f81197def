import { describe, expect, it } from "vitest";
import { openingHours, seedFacts } from "#common/business-facts.ts";
import { claimText, site, yearsInBusiness } from "#common/site.ts";
import { timeRange } from "../../server/content/facts.ts";

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

describe("the opening hours search engines read", () => {
  it("are made from the hours as written: a range in 12-hour time, or nothing for a note", () => {
    expect(timeRange("8:00 AM – 6:00 PM")).toEqual({ opens: "08:00", closes: "18:00" });
    expect(timeRange("12:30 pm to 4:00 pm")).toEqual({ opens: "12:30", closes: "16:00" });
    expect(timeRange("9:00 AM - 12:00 PM")).toEqual({ opens: "09:00", closes: "12:00" });
    for (const note of ["By appointment only", "Closed", "8 till late", "6:00 PM – 8:00 AM", "13:00 PM – 2:00 PM"])
      expect(timeRange(note), note).toBeUndefined();
  });

  it("name the days of each row, leaving out a row with a note", () => {
    expect(openingHours(seedFacts.hours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "09:00", closes: "16:00" },
    ]);
  });
});
