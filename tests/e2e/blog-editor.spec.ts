// The blog's editor as the owner uses it on a phone and at a desk (issue 45, item 6): a toolbar that
// writes the Markdown, a picture in the text from a photo of the phone's (stripped of its location,
// upright, described), the text and its preview as tabs on a phone and side by side on a wide screen;
// without JavaScript the Markdown hint and the preview button; revisions to the second, the one on
// the site marked, and the trash's notice undone. On two server processes (tests/e2e/two-sites.ts).
import sharp from "sharp";
import { hasGps, plainPhoto, sidewaysPhotoWithGps } from "../support/photos";
import { expect, hydrated, screenshotsIn, test } from "./fixtures";
import { publishedSlug, signIn } from "./office";
import { axeViolations, twoSites } from "./two-sites";

test.describe.configure({ mode: "serial" });

const { siteA, siteB, owner } = twoSites("blog_editor", 43);
const shot = screenshotsIn("/tmp/shots-blog");

const words = (count: number) =>
  Array.from({ length: count }, (_, n) => ["Grout", "sealed", "twice", "keeps", "its", "colour"][n % 6]).join(" ");
const summary = "Which grout stays clean in a Central Florida shower, and how often to seal it so it keeps its colour.";
const description = "Sealed grey grout between white porcelain tiles in a shower";

test.describe("with JavaScript, at a phone's width", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the toolbar writes Markdown, the text and its preview are tabs, and a picture from the phone goes into the post, described, served from the site's own photos without its location", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, owner(), "/office/blog/new", siteA);
    await hydrated(page);
    const body = page.getByLabel("Text in Markdown");
    const toolbar = page.getByRole("toolbar", { name: "Format the text" });
    const preview = page.getByRole("region", { name: "Preview" });
    const [writeTab, previewTab] = [
      page.getByRole("tab", { name: "Write" }),
      page.getByRole("tab", { name: "Preview" }),
    ];
    await expect(writeTab).toHaveAttribute("aria-selected", "true");
    await expect(preview).toBeHidden();
    await expect(toolbar.getByRole("button")).toHaveText(["Bold", "Heading", "Link", "List", "Picture"]);
    for (const control of [...(await toolbar.getByRole("button").all()), writeTab, previewTab]) {
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height), (await control.textContent()) ?? "").toBeGreaterThanOrEqual(24);
    }
    await shot(page, "editor-write", 375);

    // Each button writes around the selection (or the caret's line).
    await body.fill("Picking a grout\nSealed grout lasts");
    const select = (from: number, to: number) =>
      body.evaluate((area: HTMLTextAreaElement, [start, end]) => area.setSelectionRange(start!, end!), [from, to]);
    await select(3, 3);
    await toolbar.getByRole("button", { name: "Heading" }).click();
    await expect(body).toHaveValue("## Picking a grout\nSealed grout lasts");
    const value = await body.inputValue();
    await select(value.indexOf("grout lasts"), value.indexOf(" lasts"));
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await expect(body).toHaveValue("## Picking a grout\nSealed **grout** lasts");
    await toolbar.getByRole("button", { name: "List" }).click();
    await expect(body).toHaveValue("## Picking a grout\n- Sealed **grout** lasts");
    const listed = await body.inputValue();
    await select(listed.indexOf("lasts"), listed.length);
    await toolbar.getByRole("button", { name: "Link" }).click();
    // The address is selected, to be typed over.
    await page.keyboard.type("https://www.tcnatile.com/");
    await expect(body).toHaveValue("## Picking a grout\n- Sealed **grout** [lasts](https://www.tcnatile.com/)");

    // The Preview tab shows the server's preview in place of the text.
    await previewTab.click();
    await expect(body).toBeHidden();
    await expect(preview.getByRole("heading", { name: "Picking a grout" })).toBeVisible();
    await expect(preview.getByRole("listitem")).toContainText("Sealed grout lasts");
    await expect(preview.locator("strong")).toHaveText("grout");
    await expect(preview.getByRole("link", { name: "lasts" })).toHaveAttribute("href", "https://www.tcnatile.com/");
    await shot(page, "editor-preview-tab", 375);
    await writeTab.click();
    await expect(body).toBeVisible();
    await expect(preview).toBeHidden();

    // A picture: a phone photo stored sideways with its GPS position, described before it goes in.
    const photo = await sidewaysPhotoWithGps();
    expect(await hasGps(photo)).toBe(true);
    const linked = (await body.inputValue()).length;
    await select(linked, linked);
    await toolbar.getByRole("button", { name: "Picture" }).click();
    const picker = page.getByRole("group", { name: "A picture in the text" });
    await picker
      .getByLabel("Photo for the text")
      .setInputFiles({ name: "grout.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(picker.locator("img")).toBeVisible();
    await picker.getByRole("button", { name: "Insert the picture" }).click();
    await expect(picker.getByRole("alert")).toContainText("Describe the picture for people who cannot see it");
    await expect(picker.getByLabel("What the picture shows")).toHaveAttribute("aria-invalid", "true");
    await shot(page, "editor-picture", 375);
    await picker.getByLabel("What the picture shows").fill(description);
    await picker.getByRole("button", { name: "Insert the picture" }).click();
    await expect(picker).toHaveCount(0);
    await expect(body).toHaveValue(
      new RegExp(
        `\\(https://www.tcnatile.com/\\)\\n\\n!\\[${description}\\]\\(/photos/\\d+-[\\w-]{16}-\\d+\\.webp\\)\\n\\n$`,
      ),
    );
    await previewTab.click();
    const shown = preview.getByRole("img", { name: description });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute("src", /^\/photos\/\d+-[\w-]{16}-\d+\.jpeg$/);
    await writeTab.click();

    // Published with its cover and enough words: the other process shows the picture from its own photos.
    const title = `Grout That Stays Clean ${Date.now() % 100_000}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill(summary);
    await body.fill(`${await body.inputValue()}${words(170)}`);
    const cover = { name: "shower.png", mimeType: "image/png", buffer: await plainPhoto(1600, 900, "png", "#8ab") };
    await page.locator("#cover-file").setInputFiles(cover);
    await expect(page.locator('input[name="cover.ref"]')).toHaveValue(/^photo:\d+$/);
    await page.getByLabel("What the cover photo shows").fill("A walk-in shower tiled in white porcelain");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Published");
    const slug = await publishedSlug(page, "blog");
    const html = await (await request.get(`${siteB}/blog/${slug}`)).text();
    const picture = new RegExp(`<picture>(<source [^>]+>)+<img src="(/photos/[^"]+)"[^>]* alt="${description}"`).exec(
      html,
    );
    expect(picture).not.toBeNull();
    const addresses = [...picture![0].matchAll(/\/photos\/[\w-]+\.(?:avif|webp|jpeg)/g)].map(([address]) => address);
    expect(addresses.length).toBeGreaterThanOrEqual(8);
    for (const address of new Set(addresses)) {
      const response = await request.get(`${siteB}${address}`);
      expect(response.status(), address).toBe(200);
      const metadata = await sharp(await response.body()).metadata();
      expect([metadata.exif, metadata.xmp, metadata.iptc], address).toEqual([undefined, undefined, undefined]);
      // Upright: the landscape photo it was, not the sideways file the phone stored.
      expect(metadata.width! > metadata.height!, address).toBe(true);
    }
    await page.goto(`${siteB}/blog/${slug}`);
    await expect(page.getByRole("img", { name: description })).toBeVisible();
    await shot(page, "post-with-picture", 375);
  });
});

test.describe("with JavaScript, at a desk", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the preview stands beside the text, follows the toolbar, and no tab is shown; axe finds nothing at either width", async ({
    page,
  }) => {
    await signIn(page, owner(), "/office/blog/new", siteA);
    await hydrated(page);
    const body = page.getByLabel("Text in Markdown");
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(preview).toBeVisible();
    const [text, beside] = [(await body.boundingBox())!, (await preview.boundingBox())!];
    expect(beside.x).toBeGreaterThan(text.x + text.width);
    await body.fill("Before sealing: ");
    await page.getByRole("toolbar", { name: "Format the text" }).getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("let the grout cure");
    await expect(body).toHaveValue("Before sealing: **let the grout cure**");
    await expect(preview.locator("strong")).toHaveText("let the grout cure");
    await shot(page, "editor", 1280);

    expect(await axeViolations(page, siteA, ["/office/blog/new"])).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axeViolations(page, siteA, ["/office/blog/new"])).toEqual([]);
  });
});

test.describe("without JavaScript, at a phone's width", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the Markdown hint and the preview button stand in for the toolbar and tabs; revisions read to the second, the published one marked; the trash's notice undoes", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, owner(), "/office/blog/new", siteA);
    await expect(page.getByRole("toolbar")).toHaveCount(0);
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(page.getByText(/^Markdown: an empty line between paragraphs/)).toBeVisible();
    const title = `Grout Colours for a Small Bath ${Date.now() % 100_000}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill(summary);
    await page.getByLabel("Text in Markdown").fill(`## Light or dark grout\n\n${words(170)}`);
    await page.getByRole("button", { name: "Show the preview" }).click();
    await expect(
      page.getByRole("region", { name: "Preview" }).getByRole("heading", { name: "Light or dark grout" }),
    ).toBeVisible();
    await shot(page, "editor-no-javascript", 375);

    // Two saves within a minute read apart; the one published is marked.
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByRole("status")).toContainText("Saved as a draft");
    await page.getByLabel("Title").fill(`${title}s`);
    await page.locator("#cover-file").setInputFiles({
      name: "bath.png",
      mimeType: "image/png",
      buffer: await plainPhoto(1600, 900, "png", "#a98"),
    });
    await page.getByLabel("What the cover photo shows").fill("A small bath with white tiles and dark grout");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByRole("status")).toContainText("Published");
    const versions = page.getByRole("region", { name: "Earlier versions" }).getByRole("listitem");
    await expect(versions).toHaveCount(2);
    const times = await versions.evaluateAll((items) =>
      items.map((item) => /\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2}\s?[AP]M/.exec(item.textContent ?? "")?.[0]),
    );
    expect(times.every(Boolean), times.join(" / ")).toBe(true);
    await expect(versions.filter({ hasText: "on the site now" })).toHaveCount(1);
    await expect(versions.first()).toContainText("on the site now");

    // Moved to the trash, and back with the notice's Undo (a plain form).
    await page.getByRole("button", { name: "Move to the trash" }).click();
    await expect(page.getByRole("status")).toContainText("Moved to the trash");
    await page.getByRole("button", { name: `Undo moving ${title}s to the trash` }).click();
    await expect(page.getByRole("status")).toContainText("Restored from the trash");
    await expect(page.getByLabel("Title")).toHaveValue(`${title}s`);
  });
});
