// A page carries only its own rules of the site's stylesheet (server/http/critical-css.ts): the
// rules its tags, classes and ids can match, and the custom properties those rules read. Cut
// right, the page looks exactly as it would with the whole stylesheet: every element's computed
// style is the same once the whole file is added.
import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const wholeStylesheet = `/assets/${readdirSync("build/client/assets").find((file) => /^app-[\w-]+\.css$/.test(file))}`;

/** Every element's computed style, one line a property (the standard ones: custom ones are what the cut removes). */
const computedStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")].flatMap((element, index) => {
      const style = getComputedStyle(element);
      const name = `${index} ${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`;
      return [...style]
        .filter((property) => !property.startsWith("--"))
        .map((property) => `${name} ${property}: ${style.getPropertyValue(property)}`);
    }),
  );

// (A page React runs links the whole stylesheet itself before React starts: hydration.spec.ts.)
for (const path of [
  "/",
  "/portfolio",
  "/services/kitchen",
  "/about",
  "/blog",
  "/portfolio/lake-nona-walnut-island-kitchen",
])
  for (const width of [375, 1280])
    test(`${path} at ${width} px looks the same with the whole stylesheet as with its own rules`, async ({ page }) => {
      // Still pictures: the counters' roll and the film would differ between two looks.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      // Once the page has settled: the brand face loaded (its class set on <html>, which changes the
      // headings' font) and a carousel's script, fetched once the page has loaded, run.
      await page.goto(path, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForFunction(() =>
        [...document.querySelectorAll("[data-slot='carousel']")].every((carousel) =>
          carousel.hasAttribute("data-ready"),
        ),
      );
      // A section kept off screen (content-visibility: auto) may keep a stale style for what the
      // script changed there until it is shown (the home gallery's buttons read as disabled,
      // enabled as they were): every section is brought into view once, then the top again.
      await page.evaluate(async () => {
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
          scrollTo(0, y);
          await frame();
        }
        scrollTo(0, 0);
        await frame();
      });
      // ...and what that changed has finished its transition (the buttons' colours): a transition
      // starts at the next style update, so two frames first.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== "running"),
      );
      expect(await page.locator("#site-styles[data-page-only]").count(), "the page carries its own rules").toBe(1);
      const own = await computedStyles(page);
      await page.evaluate(async (href) => {
        const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
        const loaded = new Promise((resolve) => link.addEventListener("load", resolve));
        document.head.append(link);
        await loaded;
      }, wholeStylesheet);
      const whole = await computedStyles(page);
      const wholeLines = new Set(whole);
      expect(own.filter((line) => !wholeLines.has(line))).toEqual([]);
      expect(whole.length).toBe(own.length);
    });
