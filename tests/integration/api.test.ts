import express from "express";
import fc from "fast-check";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability, businessToday } from "../../common/availability.ts";
import { apiRouter } from "../../server/http/api.ts";
import type { Services } from "../../server/services.ts";
import { servicesFor, validContact } from "../support/services.ts";

let services: Services;
let server: Server;
let base: string;

beforeAll(async () => {
  ({ services } = await servicesFor("sqlite", { ENQUIRY_RATE_LIMIT: "100000" }));
  const app = express();
  app.set("trust proxy", "loopback");
  app.use("/api", apiRouter(services));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await services.close();
});

const post = (path: string, body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
  fetch(`${base}${path}`, { method: "POST", body, headers });

describe("POST /api/contact", () => {
  it("accepts the spec's form object as JSON and answers JSON", async () => {
    const response = await post("/api/contact", JSON.stringify(validContact));
    expect(response.status).toBe(200);
    // Stored: the outbox worker sends the mail after the answer.
    expect(await response.json()).toEqual({ ok: true, stored: true, sent: false });
  });

  it("answers 400 with per-field errors", async () => {
    const response = await post("/api/contact", JSON.stringify({ ...validContact, email: "x", projectType: "Pool" }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({
      email: expect.stringContaining("valid email"),
      projectType: expect.stringContaining("from the list"),
    });
  });

  it("answers clear 4xx for malformed JSON, wrong media type, oversized bodies and other sites", async () => {
    expect((await post("/api/contact", "{not json")).status).toBe(400);
    expect((await post("/api/contact", "hello", { "content-type": "text/plain" })).status).toBe(415);
    const huge = await post("/api/contact", JSON.stringify({ ...validContact, message: "x".repeat(40_000) }));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toContain("larger than");
    const crossSite = await post("/api/contact", JSON.stringify(validContact), {
      "content-type": "application/json",
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect((await fetch(`${base}/api/nothing`)).status).toBe(404);
  });

  it("reports health with the outbox state", async () => {
    await services.outbox.drain(); // the mail of the enquiries above
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", storage: "sqlite", outbox: { pending: 0 } });
  });
});

describe("GET /api/availability", () => {
  type Day = { date: string; slots: { start: string; end: string; free: number }[] };
  const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

  it("lists the bookable days from the next business day on, with New York times and the places left", async () => {
    const response = await fetch(`${base}/api/availability`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { timeZone: string; days: Day[] };
    expect(body.timeZone).toBe("America/New_York");
    expect(body.days.length).toBeGreaterThanOrEqual(20);
    expect(body.days.length).toBeLessThanOrEqual(29);
    const slots = body.days.flatMap((day) => day.slots);
    expect(slots.length).toBeGreaterThan(40);
    for (const slot of slots) {
      expect(slot.start).toMatch(ISO_WITH_OFFSET);
      expect(slot.start).toMatch(/-0[45]:00$/);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(90 * 60_000);
      expect(slot.free).toBe(1);
      expect(Date.parse(slot.start)).toBeGreaterThan(Date.now());
    }
  });

  it("answers the days asked for, and 400 for a range it cannot read or that is too long", async () => {
    const all = (await (await fetch(`${base}/api/availability`)).json()) as { days: Day[] };
    const [from, to] = [all.days[2]!.date, all.days[4]!.date];
    const some = (await (await fetch(`${base}/api/availability?from=${from}&to=${to}`)).json()) as { days: Day[] };
    expect(some.days).toEqual(all.days.slice(2, 5));
    for (const query of [
      "from=tomorrow",
      "to=2026-02-30",
      `from=${to}&to=${from}`,
      "from=2026-01-01&to=2026-12-31",
      "from=2026-01-01&from=2026-01-02",
    ]) {
      const response = await fetch(`${base}/api/availability?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys((await response.json()).fieldErrors).length, query).toBeGreaterThan(0);
    }
  });
});

describe("POST /api/consultation with a start", () => {
  const consultation = {
    firstName: "Sam",
    lastName: "Lee",
    email: "sam@example.com",
    phone: "407-555-0111",
    projectType: "Kitchen Remodeling",
    location: "Winter Park",
  };
  const offeredStarts = async () => {
    const { days } = (await (await fetch(`${base}/api/availability`)).json()) as {
      days: { slots: { start: string; free: number }[] }[];
    };
    return days.flatMap((day) => day.slots);
  };

  it("books: 201 with the time and a manage link; 409 with the nearest free times once taken", async () => {
    const [slot] = (await offeredStarts()).filter((candidate) => candidate.free > 0);
    const booked = await post("/api/consultation", JSON.stringify({ ...consultation, start: slot!.start }));
    expect(booked.status).toBe(201);
    const body = await booked.json();
    expect(body).toEqual({
      ok: true,
      sent: false,
      booking: {
        start: slot!.start,
        end: expect.stringMatching(/-0[45]:00$/),
        manageUrl: expect.stringMatching(/^\/consultation\/manage\/[\w-]{43}$/),
      },
    });

    const again = await post(
      "/api/consultation",
      JSON.stringify({ ...consultation, firstName: "Kim", email: "kim@example.com", start: slot!.start }),
    );
    expect(again.status).toBe(409);
    const conflict = await again.json();
    expect(conflict).toMatchObject({
      ok: false,
      reason: "taken",
      error: expect.stringContaining("That time was just taken"),
    });
    expect(conflict.nearest).toHaveLength(3);
    expect(conflict.nearest.map((nearest: { start: string }) => nearest.start)).not.toContain(slot!.start);
    expect((await offeredStarts()).find((candidate) => candidate.start === slot!.start)?.free).toBe(0);
  });

  it("answers 400 for a time that is not offered or not a time, and keeps today's request without a start", async () => {
    const [slot] = await offeredStarts();
    const offHour = new Date(Date.parse(slot!.start) + 60_000).toISOString();
    for (const start of [offHour, "2020-01-06T09:00:00-05:00", "2026-12-01 09:00", 42]) {
      const response = await post("/api/consultation", JSON.stringify({ ...consultation, start }));
      expect(response.status, String(start)).toBe(400);
      expect((await response.json()).fieldErrors.start, String(start)).toBeTruthy();
    }
    const request = await post(
      "/api/consultation",
      JSON.stringify({
        ...consultation,
        preferredDate: businessToday(availability, new Date(Date.now() + 7 * 86_400_000)),
      }),
    );
    expect(request.status).toBe(200);
    expect(await request.json()).toEqual({ ok: true, stored: true, sent: false });
    // An empty start is no time chosen, as on the form page: a request to be called back.
    const blank = await post(
      "/api/consultation",
      JSON.stringify({ ...consultation, email: "blank@example.com", start: "" }),
    );
    expect(await blank.json()).toEqual({ ok: true, stored: true, sent: false });
    expect((await services.store.listSubmissions()).filter((row) => row.email === "blank@example.com")).toEqual([
      expect.objectContaining({ kind: "consultation" }),
    ]);
  });

  it("answers 400 with a field error for an in-home consultation without an address or neighborhood", async () => {
    const [slot] = (await offeredStarts()).filter((candidate) => candidate.free > 0);
    for (const location of [undefined, "", "   "]) {
      const response = await post(
        "/api/consultation",
        JSON.stringify({ ...consultation, email: "no-address@example.com", location, start: slot!.start }),
      );
      expect(response.status, JSON.stringify(location)).toBe(400);
      expect(await response.json()).toMatchObject({
        ok: false,
        reason: "missing",
        fieldErrors: {
          location: "Please give the address or neighborhood where we will meet you for the consultation.",
        },
      });
    }
    expect((await offeredStarts()).find((candidate) => candidate.start === slot!.start)?.free).toBe(1);
    // A request to be called back is not a booking: where can wait for the call.
    const request = await post("/api/consultation", JSON.stringify({ ...consultation, location: "" }));
    expect(request.status).toBe(200);
  });

  it("answers 409 alreadyBooked to a second booking from one address, in any case, saying nothing of the first", async () => {
    const [first, second] = (await offeredStarts()).filter((candidate) => candidate.free > 0);
    const email = "once.only@example.com";
    expect(
      (await post("/api/consultation", JSON.stringify({ ...consultation, email, start: first!.start }))).status,
    ).toBe(201);
    const again = await post(
      "/api/consultation",
      JSON.stringify({ ...consultation, email: email.toUpperCase(), start: second!.start }),
    );
    expect(again.status).toBe(409);
    const body = await again.json();
    expect(body).toEqual({
      ok: false,
      reason: "alreadyBooked",
      error: expect.stringContaining("We have e-mailed the link to the existing booking to this address"),
    });
    expect((await offeredStarts()).find((candidate) => candidate.start === second!.start)?.free).toBe(1);
  });

  it("gives 40 simultaneous posts for one free time one 201 and 39 409s", async () => {
    const slot = (await offeredStarts()).filter((candidate) => candidate.free > 0).at(-1)!;
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post(
          "/api/consultation",
          JSON.stringify({
            ...consultation,
            lastName: `Family${index}`,
            email: `family${index}@example.com`,
            start: slot.start,
          }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(39).fill(409)]);
    const stored = (await services.store.listBookings()).filter(
      (booking) => booking.start === new Date(slot.start).toISOString(),
    );
    expect(stored).toHaveLength(1);
  });
});

describe("thousands of malformed bodies", () => {
  const fields = ["firstName", "lastName", "email", "phone", "projectType", "budget", "message", "website"];
  const nasty = fc.oneof(
    fc.string({ maxLength: 50 }),
    fc.string({ unit: "grapheme", maxLength: 50 }),
    fc.constantFrom(
      "Ana\r\nBcc: victim@example.com",
      "x\u0000y",
      "\u202e",
      "a@b.c\r\nSubject: hi",
      "=?utf-8?b?AAA=?=",
      "<script>alert(1)</script>",
    ),
    fc.string({ minLength: 5001, maxLength: 9000 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  );
  // Every generated object breaks at least one rule: a required field is absent or wrong.
  const malformedObject = fc
    .record(Object.fromEntries(fields.map((field) => [field, nasty])), { requiredKeys: [] })
    .filter((body) =>
      ["firstName", "lastName", "email", "message"].some(
        (field) => typeof body[field] !== "string" || (body[field] as string).trim() === "",
      ),
    );

  const requests = fc.oneof(
    malformedObject.map((body) => ({ body: JSON.stringify(body), type: "application/json" })),
    fc
      .jsonValue()
      .filter((value) => typeof value !== "object" || value === null || Array.isArray(value))
      .map((value) => ({ body: JSON.stringify(value), type: "application/json" })),
    fc
      .uint8Array({ maxLength: 300 })
      .map((bytes) => ({ body: new Uint8Array(bytes) as BodyInit, type: "application/json" })),
    fc.string({ maxLength: 200 }).map((text) => ({ body: text, type: "application/x-www-form-urlencoded" })),
    fc
      .uint8Array({ maxLength: 200 })
      .map((bytes) => ({ body: new Uint8Array(bytes) as BodyInit, type: "application/json; charset=utf-16" })),
    fc
      .constantFrom("{", "[]", "null", '{"firstName":', '"\\ud800"', '{"__proto__":{"x":1}}')
      .map((body) => ({ body, type: "application/json" })),
  );

  it("never answer 5xx and never store a row", async () => {
    const before = (await services.store.listSubmissions()).length;
    let count = 0;
    await fc.assert(
      fc.asyncProperty(requests, async ({ body, type }) => {
        count++;
        const response = await post("/api/contact", body, { "content-type": type });
        await response.arrayBuffer();
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 2500 },
    );
    expect(count).toBeGreaterThanOrEqual(2500);
    expect((await services.store.listSubmissions()).length).toBe(before);
  }, 120_000);
});
