import { describe, expect, it } from "vitest";
import { phoneForReading } from "../../app/lib/office-phone.ts";
import { housePhone, telHref } from "../../common/phone.ts";
import { everydayPhoneForms } from "../support/phones.ts";

describe("a phone number as a call link", () => {
  it("dials a US number with its country code, however it was typed", () => {
    for (const typed of ["(407) 555-0199", "407.555.0199", "4075550199", "+1 407 555 0199", "1-407-555-0199"])
      expect(telHref(typed), typed).toBe("tel:+14075550199");
  });

  it("keeps an extension apart from the number, as RFC 3966 writes it", () => {
    for (const typed of [
      "407 555 0400 ext 1234",
      "(407) 555-0400 ext. 1234",
      "407-555-0400 x1234",
      "407 555 0400, extension 1234",
    ])
      expect(telHref(typed), typed).toBe("tel:+14075550400;ext=1234");
  });

  it("leaves any other number as its digits", () => {
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(telHref("555-0199")).toBe("tel:5550199");
  });
});

describe("a phone number as the office shows it", () => {
  it("writes a US number typed as bare digits the usual way, and anything else as typed", () => {
    for (const typed of ["4075550177", "14075550177", "+14075550177", " 4075550177 "])
      expect(phoneForReading(typed), typed).toBe("(407) 555-0177");
    for (const typed of ["407.555.0177", "+44 20 7946 0958", "407 555 0400 ext 12", "5550177"])
      expect(phoneForReading(typed), typed).toBe(typed);
  });
});

describe("a phone number in the house form", () => {
  it("takes a US number in every everyday form and writes it (407) 555-0999", () => {
    for (const typed of [...everydayPhoneForms, "1-407-555-0999", "+14075550999", " (407)555-0999 "])
      expect(housePhone(typed), typed).toBe("(407) 555-0999");
  });

  it("refuses what is not a whole US number, so the office can say what to type", () => {
    for (const typed of [
      "407 555",
      "555-0999",
      "407 555 09999",
      "+44 20 7946 0958",
      "(407) 555-0999 ext 12",
      "call 407 555 0999",
      "107 555 0999",
      "",
    ])
      expect(housePhone(typed), typed).toBeUndefined();
  });
});
