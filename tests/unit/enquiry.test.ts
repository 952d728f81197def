import { afterEach, describe, expect, it, vi } from "vitest";
import { availability, businessToday, describeDate } from "#common/availability.ts";
import { budgetBands, budgetOptions, enquiryForms, missingRequiredFields } from "#common/enquiry.ts";
import { bookingSchema, consultationSchema, contactSchema, fieldErrors } from "#common/enquiry-schema.ts";

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

describe("the call-back request's preferred date", () => {
  afterEach(() => vi.useRealTimers());
  const request = {
    firstName: "Sam",
    lastName: "Lee",
    email: "sam@example.com",
    phone: "407-555-0111",
  };
  const errorsFor = (preferredDate: string) => {
    const result = consultationSchema.safeParse({ ...request, preferredDate });
    return result.success ? {} : fieldErrors(result.error);
  };

  it("is today or later where the business is, whatever the server's clock zone", () => {
    // 11 PM in Orlando on Jan 4 is already Jan 5 in UTC: Jan 4 is still today there.
    vi.useFakeTimers({ now: new Date("2026-01-05T04:00:00Z"), toFake: ["Date"] });
    expect(businessToday(availability)).toBe("2026-01-04");
    expect(errorsFor("2026-01-04")).toEqual({});
    expect(errorsFor("2026-03-01")).toEqual({});
    expect(errorsFor("")).toEqual({});
    for (const past of ["2026-01-03", "2020-01-05"]) {
      expect(errorsFor(past).preferredDate, past).toBe("That date has passed. Please choose today or a later date.");
    }
    expect(errorsFor("5 Jan").preferredDate).toBe("Please enter a date like 2026-12-01.");
  });

  it("is written out as the consultation times are", () => {
    expect(describeDate("2026-01-04")).toBe("Sunday, January 4, 2026");
    expect(describeDate("2026-12-03")).toBe("Thursday, December 3, 2026");
  });
});

describe("the public forms' phone number", () => {
  const person = { firstName: "Sam", lastName: "Lee", email: "sam@example.com", message: "Two bathrooms." };
  const booking = { ...person, location: "Maitland", start: "2026-12-01T08:30:00-05:00" };
  const forms = [
    ["contact", (phone: string) => contactSchema.safeParse({ ...person, phone })],
    ["consultation request", (phone: string) => consultationSchema.safeParse({ ...person, phone })],
    ["booking", (phone: string) => bookingSchema.safeParse({ ...booking, phone })],
  ] as const;

  it("is kept in the house form when it is a US number, however it was typed", () => {
    for (const [form, parse] of forms)
      for (const typed of [
        "407 555 1111",
        "4075551111",
        "407-555-1111",
        "407.555.1111",
        "+1 407 555 1111",
        " (407) 555-1111 ",
      ]) {
        const result = parse(typed);
        expect(result.success && result.data.phone, `${form}: ${typed}`).toBe("(407) 555-1111");
      }
  });

  it("keeps what it does not fit as typed, and refuses nothing it took before", () => {
    for (const [form, parse] of forms)
      for (const typed of ["407 555 0400 ext 1234", "+44 20 7946 0958", "555-0142"]) {
        const result = parse(typed);
        expect(result.success && result.data.phone, `${form}: ${typed}`).toBe(typed);
      }
    const contact = contactSchema.safeParse({ ...person, phone: "" });
    expect(contact.success && contact.data.phone).toBe("");
  });
});

describe("the budget choices", () => {
  it("are all spelled as the specification names its ranges, their stored values unchanged", () => {
    for (const { label } of budgetOptions)
      expect(label).toMatch(/^(Under \$\d+k|\$\d+k - \$\d+k|\$\d+k\+|Not sure yet)$/);
    expect(budgetOptions.find((option) => option.value === "$25k – $50k")?.label).toBe("$25k - $50k");
    expect(budgetOptions.map((option) => option.value)).toEqual([...budgetBands]);
  });
});
