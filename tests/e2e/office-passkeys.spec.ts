// Passkeys in Chromium with a virtual authenticator (the DevTools protocol's WebAuthn domain):
// adding one after signing in with a mailed code, signing in with it (again too, for the export of
// every lead, 15 minutes on), and a removed person's passkey refused. On http://localhost: a passkey's relying party must be a host name, not an IP.
import { execFileSync } from "node:child_process";
import { ports } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { newPerson, signIn } from "./office";
import { signedInMinutesAgo } from "./store";

const localhost = `http://localhost:${ports.site}`;

test("add a passkey, sign in with it, and find it refused once the person is removed", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const email = newPerson("passkey");
  await signIn(page, email, "/office/passkeys", localhost);
  await page.getByLabel("Name for this device").fill("Test phone");
  // Offline nothing is added, and the page says why in the office's words, not the browser's.
  const offline = "The connection failed before the office answered. Try again once you are back online.";
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Add a passkey on this device" }).click();
  await expect(page.getByRole("alert")).toHaveText(offline);
  await page.context().setOffline(false);
  await page.getByRole("button", { name: "Add a passkey on this device" }).click();
  await expect(page.getByRole("status")).toHaveText("Passkey added. Next time, sign in with it on this device.");
  await expect(page.getByText("Test phone")).toBeVisible();

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(`${localhost}/office/sign-in?signed-out=here`);
  await page.goto(`${localhost}/office/sign-in?next=%2Foffice%2Fleads`);
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(offline);
  await page.context().setOffline(false);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(`${localhost}/office/leads`);
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();

  // 16 minutes on, the export of every lead asks for a sign-in again: the passkey does, and it downloads.
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "office_session")!;
  signedInMinutesAgo(session.value, 16);
  await page.getByRole("link", { name: "Export all as CSV" }).click();
  await expect(page).toHaveURL(/\/office\/sign-in\?again=1&next=%2Foffice%2Fleads\.csv$/);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  expect((await download).suggestedFilename()).toMatch(/^leads-.*\.csv$/);

  // Removed from the office: their session ends, and their passkey no longer signs anyone in.
  execFileSync("node", ["scripts/office.ts", "--remove", email], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  await page.goto(`${localhost}/office/sign-in`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This passkey is not (or no longer) one of the office's. Sign in with an e-mailed code.",
  );
  await expect(page).toHaveURL(`${localhost}/office/sign-in`);
});

test("300 posts of the passkey options step from one client store ten challenges: the rest answer 429 with what to do", async ({
  request,
}) => {
  const client = { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  const started = Date.now();
  const statuses: number[] = [];
  for (let i = 0; i < 300; i++) {
    const answer = await request.post(`${localhost}/office/passkeys/sign-in-options`, { headers: client, data: {} });
    statuses.push(answer.status());
    if (i === 299) expect(await answer.json()).toEqual({ ok: false, error: expect.stringMatching(/Too many passkey/) });
  }
  console.log(`300 options posts in ${Date.now() - started} ms`);
  expect(statuses.filter((status) => status === 200)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(290);
});
