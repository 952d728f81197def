import { describe, expect, it } from "vitest";
import { howLong } from "../../app/lib/office-how-long.ts";

describe("how long a sending takes, as the office says it", () => {
  it("is seconds under a minute, minutes under an hour and a half, then hours", () => {
    expect([600, 4_000, 36_000, 59_400, 61_000, 150_000, 89 * 60_000, 3 * 3_600_000].map(howLong)).toEqual([
      "a few seconds",
      "a few seconds",
      "about 36 seconds",
      "about 59 seconds",
      "about a minute",
      "about 3 minutes",
      "about 89 minutes",
      "about 3 hours",
    ]);
  });
});
