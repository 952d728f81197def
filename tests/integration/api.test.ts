import express from "express";
import fc from "fast-check";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRouter } from "../../server/api.ts";
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
    expect(await response.json()).toEqual({ ok: true, stored: true, sent: true });
  });

  it("answers 400 with per-field errors", async () => {
    const response = await post("/api/contact", JSON.stringify({ ...validContact, email: "x", projectType: "Pool" }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({ email: expect.stringContaining("valid email"), projectType: expect.stringContaining("from the list") });
  });

  it("answers clear 4xx for malformed JSON, wrong media type, oversized bodies and other sites", async () => {
    expect((await post("/api/contact", "{not json")).status).toBe(400);
    expect((await post("/api/contact", "hello", { "content-type": "text/plain" })).status).toBe(415);
    const huge = await post("/api/contact", JSON.stringify({ ...validContact, message: "x".repeat(40_000) }));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toContain("larger than");
    const crossSite = await post("/api/contact", JSON.stringify(validContact), { "content-type": "application/json", origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect((await fetch(`${base}/api/nothing`)).status).toBe(404);
  });

  it("reports health with the outbox state", async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", storage: "sqlite", outbox: { pending: 0 } });
  });
});

describe("thousands of malformed bodies", () => {
  const fields = ["firstName", "lastName", "email", "phone", "projectType", "budget", "message", "website"];
  const nasty = fc.oneof(
    fc.string({ maxLength: 50 }),
    fc.string({ unit: "grapheme", maxLength: 50 }),
    fc.constantFrom("Ana\r\nBcc: victim@example.com", "x\u0000y", "\u202e", "a@b.c\r\nSubject: hi", "=?utf-8?b?AAA=?=", "<script>alert(1)</script>"),
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
    .filter((body) => ["firstName", "lastName", "email", "message"].some((field) => typeof body[field] !== "string" || (body[field] as string).trim() === ""));

  const requests = fc.oneof(
    malformedObject.map((body) => ({ body: JSON.stringify(body), type: "application/json" })),
    fc.jsonValue().filter((value) => typeof value !== "object" || value === null || Array.isArray(value)).map((value) => ({ body: JSON.stringify(value), type: "application/json" })),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ body: new Uint8Array(bytes) as BodyInit, type: "application/json" })),
    fc.string({ maxLength: 200 }).map((text) => ({ body: text, type: "application/x-www-form-urlencoded" })),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ body: new Uint8Array(bytes) as BodyInit, type: "application/json; charset=utf-16" })),
    fc.constantFrom("{", "[]", "null", '{"firstName":', '"\\ud800"', '{"__proto__":{"x":1}}').map((body) => ({ body, type: "application/json" })),
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
