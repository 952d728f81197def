// Photos with the contact form, in Chromium against the production build, with JavaScript off (a
// plain multipart post) and on (the form's fetcher): the GPS-tagged test photo sent, the lead's
// page shows it as a thumbnail that opens full size, the copy served has no GPS or other
// metadata, and signed out its address answers 401 with no image. A sixth photo, one too large
// and a file that is no photo are refused with the message by the field, nothing typed lost.
// Screenshots to look at: /tmp/shots-photos/.
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { hasGps, plainPhoto, sidewaysPhotoWithGps } from "../support/photos";
import { expect, hydrated, test } from "./fixtures";
import { clientAddress, newPerson, origin, signIn } from "./office";
import { uniqueEmail } from "./store";
import { axeOn } from "./axe";

const SHOTS = "/tmp/shots-photos";
mkdirSync(SHOTS, { recursive: true });

type FilePayload = { name: string; mimeType: string; buffer: Buffer };
const jpeg = (name: string, buffer: Buffer): FilePayload => ({ name, mimeType: "image/jpeg", buffer });

const typed = {
  "First Name": "Marisol",
  "Last Name": "Ortega",
  Message: "The hall bathroom: the tub leaks behind the tile. Photos of the tub wall attached.",
};

async function fillContact(page: Page, email: string) {
  await page.getByLabel("First Name").fill(typed["First Name"]);
  await page.getByLabel("Last Name").fill(typed["Last Name"]);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Message" }).fill(typed.Message);
}

/** What was typed is still there (after a refusal). */
async function expectKept(page: Page, email: string) {
  await expect(page.getByLabel("First Name")).toHaveValue(typed["First Name"]);
  await expect(page.getByLabel("Last Name")).toHaveValue(typed["Last Name"]);
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(typed.Message);
}

const photosField = (page: Page) => page.getByLabel("Photos of the room (optional)");

/** Choices the form refuses, each with the words by the field: a sixth photo, one too large, a file that is no photo. */
async function refusedChoices(): Promise<[FilePayload[], string][]> {
  const photo = await plainPhoto(800, 600, "jpeg");
  return [
    [
      Array.from({ length: 6 }, (_, index) => jpeg(`room-${index + 1}.jpg`, photo)),
      "You chose 6 photos: choose up to 5",
    ],
    [[jpeg("tub-wall.jpg", Buffer.concat([photo, Buffer.alloc(16 * 1024 * 1024)]))], "tub-wall.jpg is 16.0 MB"],
    [
      [{ name: "estimate.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Not a photo at all, only words.") }],
      "estimate.jpg is not a photo we can read",
    ],
  ];
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Sends the contact form with `files`, as the browser does, and waits for its notice. */
async function sendWith(page: Page, email: string, files: FilePayload[], javaScript: boolean) {
  await page.goto("/contact");
  if (javaScript) await hydrated(page);
  await fillContact(page, email);
  await photosField(page).setInputFiles(files);
  await page.getByRole("button", { name: "Send Message" }).click();
}

/**
 * The office, signed in, at the lead of `email`: its photos are shown, open full size, and the
 * copies served have no GPS; signed out (the visitor's own browser), their addresses answer no image.
 */
async function expectPhotosOnLead(browser: Browser, visitor: Page, email: string, count: number, width: number) {
  // The office with JavaScript, whatever the visitor's browser had (axe needs it to run).
  const desk = await (
    await browser.newContext({
      baseURL: origin,
      extraHTTPHeaders: clientAddress(),
      viewport: { width, height: 900 },
      javaScriptEnabled: true,
    })
  ).newPage();
  await signIn(desk, newPerson("photos"), `/office/leads?q=${encodeURIComponent(email)}`);
  await desk.getByRole("link", { name: "Marisol Ortega" }).first().click();
  await expect(desk.getByRole("heading", { name: `Photos they sent (${count})` })).toBeVisible();
  const links = desk.getByRole("link", { name: /from Marisol Ortega: open full size/ });
  await expect(links).toHaveCount(count);
  // Every thumbnail drawn (a broken image has no natural width).
  await expect
    .poll(() =>
      desk
        .locator("img[src*='/photos/']")
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth)),
    )
    .toEqual(Array(count).fill(480));
  await noSidewaysScroll(desk);
  expect((await axeOn(desk).include("main").analyze()).violations).toEqual([]);
  for (const size of [375, 1280]) {
    await desk.setViewportSize({ width: size, height: 900 });
    await desk.getByRole("heading", { name: `Photos they sent (${count})` }).scrollIntoViewIfNeeded();
    await desk.screenshot({ path: `${SHOTS}/lead-photos-${width}-js-${size}.png`, fullPage: size === 375 });
  }

  const full = new URL((await links.first().getAttribute("href"))!, origin).href;
  const thumbnail = new URL((await links.first().locator("img").getAttribute("src"))!, origin).href;
  const answer = await desk.request.get(full);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/jpeg");
  expect(answer.headers()["cache-control"]).toBe("no-store");
  const bytes = await answer.body();
  expect(await hasGps(bytes)).toBe(false);
  const metadata = await sharp(bytes).metadata();
  expect([metadata.exif, metadata.xmp, metadata.orientation]).toEqual([undefined, undefined, undefined]);
  // Opened from the lead, the full photo is shown.
  await links.first().click();
  await expect(desk).toHaveURL(full);

  for (const address of [full, thumbnail]) {
    const signedOut = await visitor.request.get(address);
    expect(signedOut.status()).toBe(401);
    expect(signedOut.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await signedOut.text()).toContain("Sign in at /office/sign-in");
  }
  await desk.context().close();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("a plain post with the GPS-tagged photo: the lead shows it, the copy served has no GPS, signed out it answers no image", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setExtraHTTPHeaders(clientAddress());
    const email = uniqueEmail("photo-plain");
    const photo = await sidewaysPhotoWithGps({ grain: true });
    expect(await hasGps(photo)).toBe(true);
    await sendWith(page, email, [jpeg("IMG_2041.JPG", photo)], false);
    await expect(page.getByRole("status")).toContainText("Message Sent!");
    await expectPhotosOnLead(browser, page, email, 1, 375);
  });

  test("a sixth photo, one too large and a file that is no photo: refused by the field, what was typed kept", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.setExtraHTTPHeaders(clientAddress());
    const email = uniqueEmail("photo-refused");
    for (const [files, message] of await refusedChoices()) {
      await sendWith(page, email, files, false);
      await expect(page.getByText(message)).toBeVisible();
      await expect(photosField(page)).toHaveAttribute("aria-invalid", "true");
      await expectKept(page, email);
    }
    await page.screenshot({ path: `${SHOTS}/contact-refused-nojs-1280.png`, fullPage: true });
  });
});

test.describe("with JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the form's own post carries the photos: the lead shows them, without GPS, and signed out they answer no image", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setExtraHTTPHeaders(clientAddress());
    const email = uniqueEmail("photo-js");
    await sendWith(
      page,
      email,
      [
        jpeg("IMG_2041.JPG", await sidewaysPhotoWithGps()),
        { name: "tub.png", mimeType: "image/png", buffer: await plainPhoto(900, 700, "png") },
      ],
      true,
    );
    await expect(page.getByRole("status")).toContainText("Message Sent!");
    // A success clears the form, photos included.
    expect(await photosField(page).evaluate((input) => (input as HTMLInputElement).files?.length)).toBe(0);
    await expectPhotosOnLead(browser, page, email, 2, 1280);
  });

  test("a sixth photo, one too large and a file that is no photo: refused by the field, the form as it was", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.setExtraHTTPHeaders(clientAddress());
    const email = uniqueEmail("photo-js-refused");
    const photo = await plainPhoto(800, 600, "jpeg");
    await page.goto("/contact");
    await hydrated(page);
    await page.screenshot({ path: `${SHOTS}/contact-375.png`, fullPage: true });
    await noSidewaysScroll(page);
    await fillContact(page, email);
    for (const [files, message] of await refusedChoices()) {
      await photosField(page).setInputFiles(files);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole("alert")).toContainText("Please check the form");
      await expectKept(page, email);
    }
    await page.screenshot({ path: `${SHOTS}/contact-refused-js-375.png`, fullPage: true });
    // Chosen again, a photo that fits is sent with what was typed.
    await photosField(page).setInputFiles([jpeg("tub.jpg", photo)]);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Message Sent!");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/contact");
    await page.screenshot({ path: `${SHOTS}/contact-1280.png`, fullPage: true });
  });
});
