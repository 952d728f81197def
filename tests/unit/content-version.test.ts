import { describe, expect, it } from "vitest";
import { followContentVersion } from "../../server/content/version.ts";

/** A database stand-in whose reads are answered when the test says, and a clock the test moves. */
function setup(freshMs = 500) {
  let version = 1;
  const reads: ((value: number) => void)[] = [];
  let clock = 0;
  const follower = followContentVersion(() => new Promise<number>((resolve) => reads.push(resolve)), {
    freshMs,
    now: () => clock,
  });
  return {
    follower,
    reads,
    /** Answers the oldest read waiting with the version now. */
    answer: () => reads.shift()!(version),
    publish: () => version++,
    pass: (ms: number) => (clock += ms),
  };
}

describe("the content's version as a process follows it", () => {
  it("is read once for every request at once, and kept for a short while", async () => {
    const { follower, reads, answer, pass } = setup();
    const asked = [follower.current(), follower.current(), follower.current()];
    expect(reads).toHaveLength(1);
    answer();
    expect(await Promise.all(asked)).toEqual([1, 1, 1]);
    pass(499);
    expect(await follower.current()).toBe(1);
    expect(reads).toHaveLength(0);
  });

  it("is read again once its short while is over: a change never heard of shows then", async () => {
    const { follower, reads, answer, publish, pass } = setup();
    const first = follower.current();
    answer();
    await first;
    publish();
    pass(500);
    const next = follower.current();
    expect(reads).toHaveLength(1);
    answer();
    expect(await next).toBe(2);
  });

  it("is read anew at once after a change is heard of, even while an older read is in flight", async () => {
    const { follower, reads, answer, publish } = setup();
    const first = follower.current();
    answer();
    expect(await first).toBe(1);
    publish();
    follower.changed();
    const older = follower.current();
    publish();
    follower.changed();
    // The read begun before the second change answers its own callers but is not kept.
    const newer = follower.current();
    expect(reads).toHaveLength(2);
    reads.shift()!(2);
    answer();
    expect([await older, await newer]).toEqual([2, 3]);
    expect(await follower.current()).toBe(3);
    expect(reads).toHaveLength(0);
  });

  it("keeps no failed read: the next request asks again", async () => {
    let fail = true;
    const follower = followContentVersion(async () => {
      if (fail) throw new Error("database away");
      return 7;
    });
    await expect(follower.current()).rejects.toThrow("database away");
    fail = false;
    expect(await follower.current()).toBe(7);
  });
});
