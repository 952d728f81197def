import { describe, expect, it } from "vitest";
import { bookingState, orlandoMoment, orlandoTime, splitStoredMessage } from "../../server/enquiries/enquiry-list.ts";

describe("splitStoredMessage", () => {
  it("reads the details lines back, each in its own field, and keeps the message whole", () => {
    const { details, text } = splitStoredMessage(
      "Project Type: Kitchen Remodeling\nBudget: $100k - $250k\n\nFirst line.\n\nSecond paragraph: with a colon.",
    );
    expect(Object.fromEntries(details)).toEqual({ "Project Type": "Kitchen Remodeling", Budget: "$100k - $250k" });
    expect(text).toBe("First line.\n\nSecond paragraph: with a colon.");
  });

  it("takes an empty detail as empty and a message-only record as the message", () => {
    expect(Object.fromEntries(splitStoredMessage("Project Type: \nBudget: \n\nHello").details)).toEqual({
      "Project Type": "",
      Budget: "",
    });
    expect(splitStoredMessage("Just a note, no details.\n\nMore.")).toEqual({
      details: new Map(),
      text: "Just a note, no details.\n\nMore.",
    });
  });
});

describe("orlandoTime", () => {
  it("writes Orlando's wall-clock time, on either side of the daylight-saving change", () => {
    expect(orlandoTime("2026-11-26T14:05:00.000Z")).toBe("2026-11-26 09:05");
    expect(orlandoTime("2026-07-01T14:05:00.000Z")).toBe("2026-07-01 10:05");
    expect(orlandoTime(new Date("2027-01-01T04:30:00Z"))).toBe("2026-12-31 23:30");
  });
});

describe("orlandoMoment", () => {
  it("writes a moment as a client reads it, with the zone's name on either side of the change", () => {
    expect(orlandoMoment("2026-11-30T06:59:00.000Z")).toBe("November 30, 2026 at 1:59 AM EST");
    expect(orlandoMoment(new Date("2026-07-01T14:05:00Z"))).toBe("July 1, 2026 at 10:05 AM EDT");
  });
});

describe("bookingState", () => {
  it("tells a booking as made from one moved since and one cancelled", () => {
    expect(bookingState({ status: "confirmed", sequence: 0 })).toBe("booked");
    expect(bookingState({ status: "confirmed", sequence: 2 })).toBe("moved");
    expect(bookingState({ status: "cancelled", sequence: 1 })).toBe("cancelled");
  });
});
