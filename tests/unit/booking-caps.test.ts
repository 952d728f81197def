import { describe, expect, it } from "vitest";
import { bookingCaps, networkOf } from "../../server/bookings/booking-caps.ts";
import { plainPlaceOf } from "../../server/enquiries/enquiry-mail.ts";

describe("networkOf", () => {
  it("counts an IPv4 address by its /24, also when IPv4-mapped", () => {
    expect(networkOf("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:203.0.113.9")).toBe("203.0.113.0/24");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    expect(networkOf("2001:db8:1:2::5")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps anything that is not an address as it is", () => {
    expect(networkOf("unknown")).toBe("unknown");
  });
});

describe("bookingCaps", () => {
  it("counts per network in a day and across the site in an hour", () => {
    expect(bookingCaps(3, 4)).toEqual({
      perNetwork: { limit: 3, windowMs: 86_400_000 },
      overall: { limit: 4, windowMs: 3_600_000 },
    });
  });
});

describe("plainPlaceOf", () => {
  it("keeps a street and a town", () => {
    expect(plainPlaceOf("412 Lakeview Dr, Maitland")).toBe("412 Lakeview Dr, Maitland");
    expect(plainPlaceOf("St. Cloud")).toBe("St. Cloud");
    expect(plainPlaceOf("Apt #4/B, O'Brien-Lane")).toBe("Apt #4/B, O'Brien-Lane");
  });

  it("drops links, addresses, long text and anything but an address's marks", () => {
    for (const location of [
      "https://refunds.example",
      "refunds.example",
      "write to a@b",
      "Call now! (407) 555-0100",
      "x".repeat(61),
      "",
    ])
      expect(plainPlaceOf(location), location).toBeUndefined();
  });
});
