// A page on another port of the same host (same-site: the session cookie, SameSite=Lax, goes
// along) posting to the office with no-cors fetches, as the issue reproduced it: through
// percent-encoded and dot-segment spellings of the office's resource routes, it neither signs the
// owner out nor stores a photo.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { plainPhoto } from "../support/photos";
import { ports } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { newPerson, origin, signIn } from "./office";
import { photosUploadedBy } from "./store";

test("a no-cors post from another port of the host signs no one out and stores no photo, however the address is spelled", async ({
  page,
  consoleErrors,
}) => {
  const owner = newPerson("cross-port", "owner");
  await signIn(page, owner);
  const photo = (await plainPhoto(400, 300, "png")).toString("base64");
  // The attacker's page, served from another port of the same loopback host.
  const attacker = createServer((_req, res) =>
    res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Attack</title><p>Hello</p>"),
  );
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
  const statuses = await page.evaluate(
    async ({ site, photo }) => {
      const bytes = Uint8Array.from(atob(photo), (c) => c.charCodeAt(0));
      const upload = () => {
        const form = new FormData();
        form.append("photo", new File([bytes], "porch.png", { type: "image/png" }));
        return form;
      };
      const posts: [string, () => BodyInit][] = [
        ["/%6Fffice/photos", upload],
        ["/blog/%2e%2e/office/photos", upload],
        ["/office/photos", upload],
        ["/%6Fffice/sign-out", () => new URLSearchParams({ everywhere: "1" })],
        ["/portfolio/%2E%2E/office/sign-out", () => new URLSearchParams({ everywhere: "1" })],
        ["/office/sign-out", () => new URLSearchParams({ everywhere: "1" })],
      ];
      const answers: string[] = [];
      for (const [path, body] of posts) {
        const answer = await fetch(site + path, {
          method: "POST",
          mode: "no-cors",
          credentials: "include",
          body: body(),
        });
        answers.push(`${path} ${answer.type}`);
      }
      return answers;
    },
    { site: origin, photo },
  );
  attacker.close();
  // An opaque answer each: the page learns nothing; the browser's log shows the server refused all six.
  expect(statuses).toEqual(expect.arrayContaining([expect.stringMatching(/ opaque$/)]));
  const refused = consoleErrors.filter((text) => /status of 403 \(Forbidden\)/.test(text));
  expect(refused).toHaveLength(6);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !refused.includes(text)));
  expect(photosUploadedBy(owner)).toBe(0);
  await page.goto(`${origin}/office`);
  await expect(page).toHaveURL(`${origin}/office`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("by curl: the encoded office address keeps no-store and noindex, and its changes from another origin are refused", async ({
  request,
}) => {
  const leads = await request.get(`${origin}/%6Fffice/leads`, { maxRedirects: 0 });
  expect([leads.headers()["cache-control"], leads.headers()["x-robots-tag"]]).toEqual([
    "no-store",
    "noindex, nofollow",
  ]);
  for (const path of ["/%6Fffice/sign-out", "/blog/%2e%2e/office/photos", "/%6Fffice/passkeys/sign-in-options"]) {
    const post = await request.post(`${origin}${path}`, { headers: { Origin: `http://127.0.0.1:${ports.broken}` } });
    expect(post.status(), path).toBe(403);
  }
});
