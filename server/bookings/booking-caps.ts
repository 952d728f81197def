// Bookings that cannot be hoarded. A booking takes a real time from the calendar before anyone
// has shown the address is theirs, so a script could fill the calendar from a few addresses. Two
// caps, counted in the database (server/admission/rate-limit.ts) so that every process shares
// them: per client network (an IPv4 /24 or an IPv6 /64, which one household, office or cloud
// machine holds; a script changing addresses inside it stays one network) in a day, and across the
// whole site in an hour. Only bookings made count: a time someone else took first, or an address
// that already holds a booking, is given back. A refused booking is a 429 that asks the visitor to
// call or to send the form without a time. The owner is told once an hour at most, whatever the
// number of attempts, with the bookings to look at.
import { isIPv4, isIPv6 } from "node:net";
import type { Limit, RateLimiter, Taken } from "../admission/rate-limit.ts";

const HOUR_MS = 60 * 60 * 1000;

export type BookingCaps = { perNetwork: Limit; overall: Limit };

/** The caps as configured: bookings per client network in a day, and per hour across the site. */
export const bookingCaps = (perNetworkPerDay: number, perHour: number): BookingCaps => ({
  perNetwork: { limit: perNetworkPerDay, windowMs: 24 * HOUR_MS },
  overall: { limit: perHour, windowMs: HOUR_MS },
});

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail as the last two). */
function ipv6Groups(address: string): number[] {
  const parts = (half: string) => (half === "" ? [] : half.split(":"));
  const [head = "", tail] = address.split("::");
  const groups = [...parts(head), ...(tail === undefined ? [] : ["::"]), ...parts(tail ?? "")].flatMap((group) => {
    if (!group.includes(".")) return [group];
    const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
    return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  });
  const gap = groups.indexOf("::");
  if (gap >= 0) groups.splice(gap, 1, ...Array<string>(9 - groups.length).fill("0"));
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * The network a client address belongs to for the caps: its IPv4 /24 ("203.0.113.0/24"; an
 * IPv4-mapped IPv6 address counts as its IPv4 one) or its IPv6 /64 ("2001:db8:0:1::/64").
 * Anything else (no address known) is its own network.
 */
export function networkOf(address: string): string {
  const bare = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  const ipv4 = mapped ?? (isIPv4(bare) ? bare : undefined);
  if (ipv4) return `${ipv4.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

export type CapReached = { network: string; which: "network" | "overall"; limit: number };
export type CapAnswer =
  | { ok: true; /** Gives the counts back: the attempt booked nothing. */ giveBack(): Promise<void> }
  | { ok: false; retryAfterSeconds: number };

/** Whether a refusal is the first in its window (the count one past the limit): only that one may tell the owner. */
const firstRefusal = (taken: Taken, limit: Limit) => !taken.allowed && taken.count === limit.limit + 1;

export function createBookingCaps({
  rateLimiter,
  caps,
  tellOwner,
}: {
  rateLimiter: RateLimiter;
  caps: BookingCaps;
  /** Tells the owner a cap was reached; called at most once an hour. */
  tellOwner: (reached: CapReached) => Promise<void>;
}) {
  /** One notice an hour at most, across every network and process. */
  const mayTell = async () => (await rateLimiter.take("booking-notice", { limit: 1, windowMs: HOUR_MS })).allowed;

  async function refuse(taken: Taken & { allowed: false }, limit: Limit, reached: CapReached): Promise<CapAnswer> {
    if (firstRefusal(taken, limit) && (await mayTell())) await tellOwner(reached);
    return { ok: false, retryAfterSeconds: taken.retryAfterSeconds };
  }

  /** Counts a booking from `clientAddress` against both caps, or refuses it when either is reached. */
  return async function admitBooking(clientAddress: string): Promise<CapAnswer> {
    const network = networkOf(clientAddress);
    const networkKey = `booking-network:${network}`;
    const byNetwork = await rateLimiter.take(networkKey, caps.perNetwork);
    if (!byNetwork.allowed)
      return refuse(byNetwork, caps.perNetwork, { network, which: "network", limit: caps.perNetwork.limit });
    const overall = await rateLimiter.take("booking-all", caps.overall);
    if (!overall.allowed) {
      await rateLimiter.giveBack(networkKey);
      return refuse(overall, caps.overall, { network, which: "overall", limit: caps.overall.limit });
    }
    return {
      ok: true,
      giveBack: async () => {
        await Promise.all([rateLimiter.giveBack(networkKey), rateLimiter.giveBack("booking-all")]);
      },
    };
  };
}
