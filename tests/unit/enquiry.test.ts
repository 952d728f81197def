import { describe, expect, it } from "vitest";
import { enquiryForms, missingRequiredFields } from "#common/enquiry.ts";

const requiredContactFields = enquiryForms.contact.required;

describe("missingRequiredFields", () => {
  it("lists required fields that are absent, empty or only white space", () => {
    expect(
      missingRequiredFields({ firstName: "Ana", lastName: "  ", email: "", message: undefined }, requiredContactFields),
    ).toEqual(["lastName", "email", "message"]);
  });

  it("accepts a complete form", () => {
    expect(
      missingRequiredFields(
        { firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", message: "Hi" },
        requiredContactFields,
      ),
    ).toEqual([]);
  });

  it("treats a non-string value as missing", () => {
    expect(
      missingRequiredFields({ firstName: 42, lastName: "R", email: "e", message: "m" }, requiredContactFields),
    ).toEqual(["firstName"]);
  });
});
