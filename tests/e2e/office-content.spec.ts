// The owner writes a blog post in the office, with a cover photo from the phone, and it is on the
// blog, its feed and the sitemap at once; a change to a legal page, a service or a new testimonial likewise:
// here on two server processes sharing one PostgreSQL and no disk (tests/e2e/two-sites.ts).
import { hasGps, plainPhoto, sidewaysPhotoWithGps } from "../support/photos";
import { expect, formPostAnswer, holdScripts, hydrated, test } from "./fixtures";
import { publishedSlug, signIn } from "./office";
import { axeViolations, servedPhotos, twoSites } from "./two-sites";

test.describe.configure({ mode: "serial" });

// Past the portfolio's pair (office-portfolio.spec.ts).
const { siteA, siteB, owner } = twoSites("blog", 5);

const words = (count: number) =>
  Array.from({ length: count }, (_, n) => ["Screens", "keep", "no-see-ums", "off", "the", "lanai"][n % 6]).join(" ");
const article = `## The mesh that works here\n\n${words(170)}\n\n- 18/14 for most lanais\n- **20/20** where no-see-ums bite\n\n<script>alert("typed")</script>`;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("a post with a GPS-tagged cover is previewed, refused while too short, then published on one process and on the other's blog, feed and sitemap within 2 s; edited, restored, deleted and restored", async ({
    page,
    request,
  }) => {
    const cover = { name: "lanai.jpg", mimeType: "image/jpeg", buffer: await sidewaysPhotoWithGps() };
    expect(await hasGps(cover.buffer)).toBe(true);
    await signIn(page, owner(), "/office/blog/new", siteA);
    const title = `Lanai Screens That Last ${Date.now() % 100_000}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").selectOption("Material Guide");
    await page
      .getByLabel("Summary")
      .fill("Which screen mesh keeps no-see-ums out, lets the breeze through and lasts through a Florida summer.");
    await page.locator("#cover-file").setInputFiles(cover);
    await page.getByLabel("What the cover photo shows").fill("A screened lanai beside a pool at dusk");
    await page.getByLabel("Text in Markdown").fill("## The mesh that works here\n\nNotes for later.");

    // The preview, made by the server; what was typed and the photo stay in the form.
    await page.getByRole("button", { name: "Show the preview" }).click();
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "The mesh that works here" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.locator('input[name="cover.ref"]')).toHaveValue(/^photo:\d+$/);

    // Too short to publish: a 400, the message by the text, nothing typed lost.
    const [refused] = await Promise.all([
      formPostAnswer(page),
      page.getByRole("button", { name: "Publish", exact: true }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByRole("alert").first()).toContainText("A published post has at least 150 words");
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.locator('input[name="cover.ref"]')).toHaveValue(/^photo:\d+$/);

    await page.getByLabel("Text in Markdown").fill(article);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Published: the post is on the blog now.");
    const published = Date.now();
    const slug = await publishedSlug(page, "blog");
    expect(slug).toMatch(/^lanai-screens-that-last-\d+$/);

    // The other process: the post, the blog, the feed and the sitemap, within 2 seconds.
    await expect
      .poll(async () => (await request.get(`${siteB}/blog/${slug}`)).status(), { intervals: [100], timeout: 2000 })
      .toBe(200);
    expect(await (await request.get(`${siteB}/blog`)).text()).toContain(title);
    expect(await (await request.get(`${siteB}/blog/rss.xml`)).text()).toContain(`<title>${title}</title>`);
    expect(await (await request.get(`${siteB}/sitemap.xml`)).text()).toContain(`/blog/${slug}</loc>`);
    expect(Date.now() - published).toBeLessThan(2000);

    // Typed HTML is shown as text, never run; the cover is served upright and without metadata.
    const html = await (await request.get(`${siteB}/blog/${slug}`)).text();
    expect(html).toContain("&lt;script&gt;alert(");
    expect(html).not.toContain('<script>alert("typed")');
    expect(html).toContain("<strong>20/20</strong>");
    const photos = await servedPhotos(request, `${siteB}/blog/${slug}`);
    expect(photos.length).toBeGreaterThanOrEqual(4);
    for (const { metadata } of photos)
      expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
    const large = photos.find(({ address }) => address.endsWith("-1080.webp"))!;
    expect(large.metadata.width! > large.metadata.height!).toBe(true);

    // Edit the title, then restore the previous revision.
    await page.getByLabel("Title").fill(`${title}, Revised`);
    await page.getByRole("button", { name: "Publish changes" }).click();
    await expect(page.getByRole("status")).toContainText("Published");
    await expect.poll(async () => (await request.get(`${siteB}/blog/rss.xml`)).text()).toContain(`${title}, Revised`);
    await page
      .getByRole("link", { name: /^Compare the version of/ })
      .first()
      .click();
    const comparison = page.getByRole("region", { name: /beside the current one$/ });
    await expect(comparison.getByRole("term")).toHaveText(["Title"]);
    await comparison.getByRole("button", { name: /^Restore the version of/ }).click();
    await expect(page.getByRole("status")).toContainText("The earlier version is restored");
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect.poll(async () => (await request.get(`${siteB}/blog/${slug}`)).text()).not.toContain("Revised");

    // Delete, and restore from the trash.
    await page.getByRole("button", { name: "Move to the trash" }).click();
    await expect(page.getByRole("status")).toContainText("Moved to the trash");
    expect((await request.get(`${siteB}/blog/${slug}`)).status()).toBe(404);
    expect(await (await request.get(`${siteB}/blog/rss.xml`)).text()).not.toContain(slug);
    await page.getByRole("button", { name: `Restore ${title}` }).click();
    await expect(page.getByRole("status")).toContainText("Restored from the trash");
    expect((await request.get(`${siteB}/blog/${slug}`)).status()).toBe(200);
    const postPage = new URL(page.url()).pathname;

    // The audit log has each change, newest first, each linking the post's page in the office.
    await page.goto(`${siteA}/office/audit`);
    const entries = page.getByRole("listitem").filter({ hasText: `Blog: “${title}` });
    await expect(entries.getByRole("link")).toHaveText([
      "post restored from the trash",
      "post moved to the trash",
      "post earlier version restored",
      "post published",
      "post added and published",
    ]);
    for (const link of await entries.getByRole("link").all()) await expect(link).toHaveAttribute("href", postPage);
    await page.screenshot({ path: ".scratch/office-audit-content-375.png", fullPage: false });
  });

  test("a post begun before its photo is taken is saved as a draft; publishing it asks for the cover by its field", async ({
    page,
  }) => {
    await signIn(page, owner(), "/office/blog/new", siteA);
    const title = `Pavers Around a Pool Deck ${Date.now() % 100_000}`;
    await page.getByLabel("Title").fill(title);
    await page
      .getByLabel("Summary")
      .fill("Travertine, concrete or porcelain pavers: what stays cool underfoot around a Central Florida pool.");
    await page.getByLabel("Text in Markdown").fill(article);
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved as a draft: the blog shows it once you publish it.");
    await expect(page.getByText("No cover photo yet.")).toBeVisible();
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.locator("#cover-error")).toHaveText(/^Add a cover photo before publishing/);
    await expect(page.locator("#cover-file")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Title")).toHaveValue(title);
    // The draft's preview shows the post as it stands, without a picture.
    await page.getByRole("link", { name: "Preview as the site will show it" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});

test.describe("without JavaScript, a legal page", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("is changed, previewed and live on the other process within 2 s, never deletable, and restored to its earlier version", async ({
    page,
    request,
  }) => {
    await signIn(page, owner(), "/office/legal", siteA);
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    // Loaded whole: the long text arrives in parts, and read half-way the box would hold less.
    await page.waitForURL(/\/office\/legal\/\d+$/, { waitUntil: "load" });
    await expect(page.getByRole("button", { name: "Move to the trash" })).toHaveCount(0);
    const text = page.getByLabel("Text in Markdown");
    const added = `Cookies: this website sets none beyond the sign-in of our own staff (${Date.now()}).`;
    await text.fill(`${await text.inputValue()}\n\n## Cookies\n\n${added}`);
    await page.getByRole("button", { name: "Show the preview" }).click();
    // The answer opens at the preview (#preview), far down a long page, below the sticky header.
    await expect(page).toHaveURL(/#preview$/);
    await expect(page.getByRole("region", { name: "Preview" }).getByRole("heading", { name: "Cookies" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Preview", exact: true })).toBeInViewport();
    expect((await page.getByRole("heading", { name: "Preview", exact: true }).boundingBox())!.y).toBeGreaterThan(
      (await page.locator("header").first().boundingBox())!.height,
    );
    await expect(page.getByLabel("Text in Markdown")).toHaveValue(new RegExp(`${added.slice(0, 20)}`));

    await page.getByLabel("Description").fill("Too short.");
    const [refused] = await Promise.all([
      formPostAnswer(page),
      page.getByRole("button", { name: "Save: live on the site at once" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByRole("alert").first()).toContainText("at least 50 characters");
    await page
      .getByLabel("Description")
      .fill("How Saltbox Design-Build collects, uses and protects what you share through this website.");
    await page.getByRole("button", { name: "Save: live on the site at once" }).click();
    await expect(page.getByRole("status")).toContainText("Saved: the page on the site says this now.");
    const saved = Date.now();
    await expect
      .poll(async () => (await request.get(`${siteB}/privacy`)).text(), { intervals: [100], timeout: 2000 })
      .toContain(added);
    expect(Date.now() - saved).toBeLessThan(2000);

    await page
      .getByRole("link", { name: /^Compare the version of/ })
      .first()
      .click();
    await page
      .getByRole("region", { name: /beside the current one$/ })
      .getByRole("button", { name: /^Restore the version of/ })
      .click();
    await expect(page.getByRole("status")).toContainText("The earlier version is restored");
    await expect.poll(async () => (await request.get(`${siteB}/privacy`)).text()).not.toContain(added);
    await page.waitForLoadState("load");

    // Kept as a draft, the change is in the preview and not on the site; given up, it is gone.
    const drafted = `Draft note ${Date.now()}: we are reviewing this section.`;
    await page
      .getByLabel("Text in Markdown")
      .fill(`${await page.getByLabel("Text in Markdown").inputValue()}\n\n${drafted}`);
    await page.getByRole("button", { name: "Save as draft (the site stays as it is)" }).click();
    await expect(page.getByRole("status")).toContainText("Saved as a draft: the site still shows the page as it was.");
    expect(await (await request.get(`${siteB}/privacy`)).text()).not.toContain(drafted);
    await page.getByRole("link", { name: "Preview as the site will show it" }).click();
    await expect(page.getByRole("note")).toContainText("Preview of the changes saved as a draft");
    await expect(page.getByText(drafted)).toBeVisible();
    await page.getByRole("link", { name: "Back to editing" }).click();
    await page.getByRole("button", { name: "Discard the draft changes" }).click();
    await expect(page.getByRole("status")).toContainText("The draft changes are given up");
    await expect(page.getByLabel("Text in Markdown")).not.toHaveValue(new RegExp(drafted.slice(0, 20)));
  });
});

test.describe("without JavaScript, a testimonial", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("is refused with too few words, then published first on the other process's home page and /testimonials within 2 s, and unpublished", async ({
    page,
    request,
  }) => {
    await signIn(page, owner(), "/office/testimonials/new", siteA);
    const name = `Ana and Luis Ortega ${Date.now() % 100_000}`;
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Who they are").fill("Homeowners");
    await page.getByLabel("Where, or which firm").fill("Baldwin Park");
    await page.getByLabel("What they said").fill("Great.");
    const [refused] = await Promise.all([
      formPostAnswer(page),
      page.getByRole("button", { name: "Publish", exact: true }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByRole("alert").first()).toContainText("Give their words (at least 40 characters).");
    await expect(page.getByLabel("Name")).toHaveValue(name);
    await page
      .getByLabel("What they said")
      .fill("They opened our pantry wall into the kitchen and finished the week they promised.");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Published: the testimonial is on the site now.");
    await expect(page.locator("figure").getByText("AO", { exact: true })).toBeVisible();
    const published = Date.now();
    await expect
      .poll(async () => (await request.get(`${siteB}/`)).text(), { intervals: [100], timeout: 2000 })
      .toContain(name);
    expect(Date.now() - published).toBeLessThan(2000);
    const home = await (await request.get(`${siteB}/`)).text();
    // First of the three on the home page: the third seed one gave it its place.
    expect(home).not.toContain("Priya Raman");
    expect(await (await request.get(`${siteB}/testimonials`)).text()).toContain(name);

    await page.getByRole("button", { name: "Save and unpublish" }).click();
    await expect(page.getByRole("status")).toContainText("Unpublished");
    expect(await (await request.get(`${siteB}/`)).text()).not.toContain(name);
    expect(await (await request.get(`${siteB}/`)).text()).toContain("Priya Raman");

    // A draft's preview: /testimonials as it would be with it published, at both widths too.
    await page.getByRole("link", { name: "Preview as the site will show it" }).click();
    await expect(page.getByRole("note")).toContainText("Preview of a draft: not on the site.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Testimonials");
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByText("Priya Raman")).toBeVisible();
    const preview = page.url();
    await page.goto(`${preview}&widths`);
    for (const screen of ["on a phone", "on a desktop"])
      await expect(page.frameLocator(`iframe[title="${name} ${screen}"]`).getByText(name)).toBeAttached();
    await page.goto(preview);
    await page.getByRole("link", { name: "Back to editing" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });
});

test.describe("without JavaScript, the core values", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("are changed card by card, refused with a message where a card is too short, and live on the other process's /about within 2 s", async ({
    page,
    request,
  }) => {
    await signIn(page, owner(), "/office/card-lists", siteA);
    await page.getByRole("link", { name: "Core values" }).click();
    const first = page.getByRole("region", { name: "Value 1" });
    await first.getByLabel("What it means").fill("Short.");
    const [refused] = await Promise.all([
      formPostAnswer(page),
      page.getByRole("button", { name: "Save: live on the site at once" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByRole("alert").first()).toContainText("at least 20 characters");
    const title = `Craft ${Date.now() % 100_000}`;
    await first.getByLabel("Title").fill(title);
    await first
      .getByLabel("What it means")
      .fill("We build every detail, the ones hidden behind tile and drywall too, as if it were our own home.");
    await first.getByLabel("Icon").selectOption("hammer");
    await page.getByRole("button", { name: "Save: live on the site at once" }).click();
    await expect(page.getByRole("status")).toContainText("Saved: the page shows these cards now.");
    const saved = Date.now();
    await expect
      .poll(async () => (await request.get(`${siteB}/about`)).text(), { intervals: [100], timeout: 2000 })
      .toContain(title);
    expect(Date.now() - saved).toBeLessThan(2000);
    await expect(page.getByRole("region", { name: "Value 1" }).getByLabel("Title")).toHaveValue(title);
  });
});

test.describe("without JavaScript, the process steps", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("are changed as a draft the site does not show, previewed on the process page, given up, then saved live", async ({
    page,
    request,
  }) => {
    await signIn(page, owner(), "/office/card-lists", siteA);
    await page.getByRole("link", { name: "Process steps" }).click();
    const step = page.getByRole("region", { name: "Step 3" });
    const drafted = `Building, week by week ${Date.now() % 100_000}`;
    await step.getByLabel("Title").fill(drafted);
    await page.getByRole("button", { name: "Save as draft (the site stays as it is)" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Saved as a draft: the site still shows the cards as they were. Preview the page, then save it live.",
    );
    await expect(page.getByText("the changes below are a draft")).toBeVisible();
    await expect(page.getByRole("region", { name: "Step 3" }).getByLabel("Title")).toHaveValue(drafted);
    expect(await (await request.get(`${siteB}/process`)).text()).not.toContain(drafted);

    await page.getByRole("link", { name: "Preview as the site will show it" }).click();
    await expect(page.getByRole("note")).toContainText("Preview of the changes saved as a draft");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Process");
    await expect(page.getByRole("heading", { level: 2, name: drafted })).toBeVisible();
    // At both widths: the page framed twice by its own server.
    const preview = page.url();
    await page.goto(`${preview}&widths`);
    for (const screen of ["on a phone", "on a desktop"])
      await expect(
        page.frameLocator(`iframe[title="Process steps ${screen}"]`).getByRole("heading", { name: drafted }),
      ).toBeAttached();
    await page.goto(preview);
    await page.getByRole("link", { name: "Back to editing" }).click();

    await page.getByRole("button", { name: "Discard the draft changes" }).click();
    await expect(page.getByRole("status")).toContainText("The draft changes are given up");
    await expect(page.getByRole("region", { name: "Step 3" }).getByLabel("Title")).not.toHaveValue(drafted);

    const live = `${drafted}, live`;
    await page.getByRole("region", { name: "Step 3" }).getByLabel("Title").fill(live.slice(0, 40));
    await page.getByRole("button", { name: "Save: live on the site at once" }).click();
    await expect(page.getByRole("status")).toContainText("Saved: the page shows these cards now.");
    await expect
      .poll(async () => (await request.get(`${siteB}/process`)).text(), { intervals: [100], timeout: 2000 })
      .toContain(live.slice(0, 40));
  });
});

test.describe("without JavaScript, a service", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("gets the owner's photo and a changed What's Included, refused while an item is too short (nothing typed or uploaded lost), and is live on the other process's pages within 2 s", async ({
    page,
    request,
  }) => {
    await signIn(page, owner(), "/office/services", siteA);
    await page.getByRole("link", { name: "Bathroom Remodeling" }).click();
    const item = `Heated towel bars and warming drawers ${Date.now() % 100_000}`;
    await page.getByLabel("Item 6").fill(item);
    await page.getByLabel("Item 2").fill("Tub");
    // A photo as heavy as a phone's: a plain form post's limit (64 KB) is not the office's.
    const photo = await sidewaysPhotoWithGps({ grain: true });
    expect(photo.length).toBeGreaterThan(1_000_000);
    await page.locator("#hero-file").setInputFiles({ name: "primary-bath.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByLabel("What the photo shows").fill("A curbless shower with a linear drain and a teak bench");
    const [refused] = await Promise.all([
      formPostAnswer(page),
      page.getByRole("button", { name: "Save: live on the site at once" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByRole("alert").first()).toContainText("Name what is included");
    await expect(page.getByLabel("Item 6")).toHaveValue(item);
    await expect(page.locator('input[name="hero.ref"]')).toHaveValue(/^photo:\d+$/);

    await page.getByLabel("Item 2").fill("Walk-in and curbless showers on fully waterproofed substrates");
    await page.getByRole("button", { name: "Save: live on the site at once" }).click();
    await expect(page.getByRole("status")).toContainText("Saved: the service's page, /services and the home page");
    const saved = Date.now();
    await expect
      .poll(async () => (await request.get(`${siteB}/services/bathroom`)).text(), { intervals: [100], timeout: 2000 })
      .toContain(item);
    expect(Date.now() - saved).toBeLessThan(2000);
    const photos = await servedPhotos(request, `${siteB}/services/bathroom`);
    expect(photos.length).toBeGreaterThanOrEqual(4);
    for (const { metadata } of photos)
      expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
    for (const listing of ["/services", "/"]) {
      const shown = await servedPhotos(request, `${siteB}${listing}`);
      expect(
        shown.map(({ address }) => address),
        listing,
      ).toContain(photos[0]!.address);
    }
    expect(await (await request.get(`${siteB}/services`)).text()).toContain("curbless shower with a linear drain");
  });
});

test.describe("without JavaScript, the home gallery", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("shows a published project the owner picks, linked to its page, on the other process's home page within 2 s; a card picked twice is refused", async ({
    page,
    request,
  }) => {
    await signIn(page, owner(), "/office/gallery", siteA);
    await page.getByLabel("Card 1", { exact: true }).selectOption({ label: "Walnut Island Kitchen (Kitchen)" });
    await page.getByLabel("Card 2", { exact: true }).selectOption({ label: "Walnut Island Kitchen (Kitchen)" });
    const [refused] = await Promise.all([
      formPostAnswer(page),
      page.getByRole("button", { name: "Save: live on the site at once" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByRole("alert").first()).toContainText("Card 1 shows this already: choose another.");
    // The page reloads at its top: the refusal is there, in view, above the cards shown now.
    await expect(page.getByRole("alert").first()).toBeInViewport();
    await expect(page.getByLabel("Card 1", { exact: true })).toHaveValue("project:lake-nona-walnut-island-kitchen");

    await page.getByLabel("Card 2", { exact: true }).selectOption({ label: "Serene Primary Retreat" });
    await page.getByRole("button", { name: "Save: live on the site at once" }).click();
    await expect(page.getByRole("status")).toContainText("Saved: the home page shows these nine cards now.");
    const saved = Date.now();
    await expect
      .poll(async () => (await request.get(`${siteB}/`)).text(), { intervals: [100], timeout: 2000 })
      .toContain('href="/portfolio/lake-nona-walnut-island-kitchen"');
    expect(Date.now() - saved).toBeLessThan(2000);
    const home = await (await request.get(`${siteB}/`)).text();
    expect(home).not.toContain("Sunlit Chef");
    expect(home).toContain("Serene Primary Retreat");
    await expect(page.getByRole("list").filter({ hasText: "1. Walnut Island Kitchen" })).toBeVisible();

    // A change kept as a draft: previewed as the home page's gallery, not on the home page, then given up.
    await page.getByLabel("Card 3", { exact: true }).selectOption({ label: "Zellige Tile Powder Room (Bathroom)" });
    await page.getByRole("button", { name: "Save as draft (the site stays as it is)" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Saved as a draft: the home page still shows the cards above.",
    );
    await expect(page.getByLabel("Card 3", { exact: true })).toHaveValue(/^project:.*zellige/);
    expect(await (await request.get(`${siteB}/`)).text()).not.toContain("Zellige Tile Powder Room");
    await page.getByRole("link", { name: "Preview as the site will show it" }).click();
    await expect(page.getByRole("note")).toContainText("Preview of the changes saved as a draft");
    const gallery = page.getByRole("region", { name: "Gallery of recent projects" });
    await expect(gallery.getByRole("link", { name: "Zellige Tile Powder Room" })).toBeAttached();
    await expect(gallery.getByRole("link", { name: "Walnut Island Kitchen" })).toBeAttached();
    await page.getByRole("link", { name: "At phone and desktop widths" }).click();
    await expect(
      page
        .frameLocator('iframe[title="Home gallery on a phone"]')
        .getByRole("link", { name: "Zellige Tile Powder Room" }),
    ).toBeAttached();
    await page.goto(`${siteA}/office/gallery`);
    await page.getByRole("button", { name: "Discard the draft changes" }).click();
    await expect(page.getByRole("status")).toContainText("The draft is given up");
    await expect(page.getByLabel("Card 3", { exact: true })).not.toHaveValue(/zellige/);
  });
});

test.describe("with JavaScript", () => {
  test("the preview follows the typing, the cover travels at once, and unpublishing takes the post off the other process's blog", async ({
    page,
    request,
  }) => {
    await signIn(page, owner(), "/office/blog/new", siteA);
    const title = `Hurricane Shutters You Use Daily ${Date.now() % 100_000}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").selectOption("Design Tips");
    await page
      .getByLabel("Summary")
      .fill("Accordion, roll-down or panels: which hurricane protection a Central Florida family actually uses.");
    const body = page.getByLabel("Text in Markdown");
    await body.fill("## Roll-down shutters");
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "Roll-down shutters" })).toBeVisible();
    await body.fill(`## Accordion shutters\n\n${words(160)}`);
    await expect(preview.getByRole("heading", { name: "Accordion shutters" })).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Roll-down shutters" })).toHaveCount(0);
    // The button asks for it at once, the form staying as typed.
    await body.fill(`## Panel shutters\n\n${words(160)}`);
    await page.getByRole("button", { name: "Show the preview" }).click();
    await expect(preview.getByRole("heading", { name: "Panel shutters" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await body.fill(`## Accordion shutters\n\n${words(160)}`);
    await expect(preview.getByRole("heading", { name: "Accordion shutters" })).toBeVisible();
    // The preview changes nothing: no post was saved by it.
    await expect(page).toHaveURL(/\/office\/blog\/new$/);

    const photo = { name: "shutters.png", mimeType: "image/png", buffer: await plainPhoto(1600, 900, "png", "#468") };
    await page.locator("#cover-file").setInputFiles(photo);
    await expect(page.locator('input[name="cover.ref"]')).toHaveValue(/^photo:\d+$/);
    await page.getByLabel("What the cover photo shows").fill("Accordion shutters folded beside a sliding door");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Published");
    const slug = await publishedSlug(page, "blog");
    expect((await request.get(`${siteB}/blog/${slug}`)).status()).toBe(200);

    await page.getByRole("button", { name: "Save and unpublish" }).click();
    await expect(page.getByRole("status")).toContainText("Unpublished");
    expect((await request.get(`${siteB}/blog/${slug}`)).status()).toBe(404);
    expect(await (await request.get(`${siteB}/blog`)).text()).not.toContain(title);
    await page.getByRole("link", { name: "Preview as the site will show it" }).click();
    await expect(page.getByRole("note")).toContainText("Preview of a draft");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});

test.describe("with JavaScript, on a slow phone connection", () => {
  test("what is typed into a service's items while the scripts load is kept, and saved", async ({ page }) => {
    await signIn(page, owner(), "/office/services", siteA);
    await page.getByRole("link", { name: "Custom Cabinetry & Millwork" }).click();
    await expect(page).toHaveURL(/\/office\/services\/\d+$/);
    const releaseScripts = await holdScripts(page);
    // The office's module scripts hold DOMContentLoaded back, not the page's first paint.
    await page.reload({ waitUntil: "commit" });
    const item = `Final walkthrough and a punch list signed off room by room ${Date.now() % 100_000}`;
    await page.getByLabel("Item 6").fill(item);
    releaseScripts();
    await hydrated(page);
    await expect(page.getByLabel("Item 6")).toHaveValue(item);
    await page.getByRole("button", { name: "Save: live on the site at once" }).click();
    await expect(page.getByRole("status")).toContainText("Saved");
    await page.reload();
    await expect(page.getByLabel("Item 6")).toHaveValue(item);
  });
});

test.describe("with JavaScript, at a phone's width", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("nothing on a form moves as its page starts running, so a button pressed while the scripts load is the one pressed", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, owner(), "/office/portfolio/new", siteA);
    const positions = () =>
      page
        .locator("main :is(button, h2, label, input, textarea, select)")
        .evaluateAll((elements) =>
          elements
            .filter((element) => !element.closest("header"))
            .map(
              (element) =>
                `${element.textContent?.trim().slice(0, 30)} at ${Math.round(element.getBoundingClientRect().top + scrollY)}`,
            ),
        );
    const firstOf = async (list: string) => {
      await page.goto(`${siteA}${list}`);
      const hrefs = await page.locator("main a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      return hrefs.find((href) => new RegExp(`^${list}/\\d+$`).test(href ?? ""))!;
    };
    const forms = [
      "/office/portfolio/new",
      await firstOf("/office/portfolio"),
      "/office/blog/new",
      await firstOf("/office/legal"),
      "/office/passkeys",
    ];
    for (const path of forms) {
      const releaseScripts = await holdScripts(page);
      // The photos too: on a phone they may come after the scripts, or before.
      let releasePhotos = () => {};
      const photosHeld = new Promise<void>((resolve) => (releasePhotos = resolve));
      await page.route("**/*.{avif,webp,jpg,jpeg,png}", async (route) => {
        await photosHeld;
        await route.continue();
      });
      await page.goto(`${siteA}${path}`, { waitUntil: "commit" });
      // Parsed and drawn with its stylesheet and fonts; the module scripts and photos still on their way.
      await page.waitForFunction(() => document.readyState !== "loading");
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      const before = await positions();
      releaseScripts();
      releasePhotos();
      await hydrated(page);
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      // What was there stays where it was; only what needs the scripts (adding a passkey) comes after it.
      expect((await positions()).slice(0, before.length), path).toEqual(before);
      await page.unroute("**/*.{avif,webp,jpg,jpeg,png}");
    }
  });
});

test.describe("without JavaScript, the about page", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("keeps a change as a draft to preview: /about on the other process says what it said until it is saved live", async ({
    page,
    request,
  }) => {
    await signIn(page, owner(), "/office/about", siteA);
    const intro = `Two generations of builders renovating Central Florida homes, from design to the last coat (${Date.now() % 100_000}).`;
    await page.getByLabel("Introduction").fill(intro);
    await page.getByRole("button", { name: "Save as draft (the site stays as it is)" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Saved as a draft: /about still says what it said. Preview it, then save it live.",
    );
    await expect(page.getByLabel("Introduction")).toHaveValue(intro);
    expect(await (await request.get(`${siteB}/about`)).text()).not.toContain(intro);
    await page.getByRole("link", { name: "Preview as the site will show it" }).click();
    await expect(page.getByRole("note")).toContainText("Preview of the changes saved as a draft");
    await expect(page.getByText(intro)).toBeVisible();
    await page.getByRole("link", { name: "Back to editing" }).click();
    await page.getByRole("button", { name: "Save: live on the site at once" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved: /about says this now.");
    await expect
      .poll(async () => (await request.get(`${siteB}/about`)).text(), { intervals: [100], timeout: 2000 })
      .toContain(intro);
  });
});

test.describe("with JavaScript, the about page", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("gets a new family photo (sent at once) and a paragraph more, kept through a save lost offline, live on the other process's /about within 2 s", async ({
    page,
    request,
  }) => {
    await signIn(page, owner(), "/office/about", siteA);
    const paragraph = `In 2026 Claire became a partner, the second generation to sign our contracts (${Date.now() % 100_000}).`;
    const story = page.getByLabel("The company's story");
    await story.fill(`${await story.inputValue()}\n\n${paragraph}`);
    await page.locator("#image-file").setInputFiles({
      name: "family.png",
      mimeType: "image/png",
      buffer: await plainPhoto(1600, 1200, "png", "#864"),
    });
    await expect(page.locator('input[name="image.ref"]')).toHaveValue(/^photo:\d+$/);
    await page.getByLabel("What the photo shows").fill("Tom, Ellen, Claire and Ben Whitcomb in the millwork shop");
    // Refused, the form stays where the button was pressed: its messages come into view, the photo stays.
    await page.getByLabel("Heading").last().fill("Ab");
    await page.getByRole("button", { name: "Save: live on the site at once" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Give the story a heading.");
    await expect(page.getByRole("alert").first()).toBeInViewport();
    await expect(page.locator('input[name="image.ref"]')).toHaveValue(/^photo:\d+$/);
    await page.getByLabel("Heading").last().fill("From New England timber frames to Florida light");
    // The connection drops as the owner saves: the page stays as typed, and says what happened.
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Save: live on the site at once" }).click();
    await expect(page.getByRole("alert").first()).toContainText("The connection failed before the office answered.");
    await expect(page.getByRole("alert").first()).toBeInViewport();
    expect(await story.inputValue()).toContain(paragraph);
    await expect(page.getByLabel("Heading").last()).toHaveValue("From New England timber frames to Florida light");
    await expect(page.locator('input[name="image.ref"]')).toHaveValue(/^photo:\d+$/);
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Save: live on the site at once" }).click();
    await expect(page.getByRole("status")).toContainText("Saved: /about says this now.");
    const saved = Date.now();
    await expect
      .poll(async () => (await request.get(`${siteB}/about`)).text(), { intervals: [100], timeout: 2000 })
      .toContain(paragraph);
    expect(Date.now() - saved).toBeLessThan(2000);
    const html = await (await request.get(`${siteB}/about`)).text();
    expect(html).toContain("Tom, Ellen, Claire and Ben Whitcomb in the millwork shop");
    expect((await servedPhotos(request, `${siteB}/about`)).length).toBeGreaterThanOrEqual(2);
    // A file refused in place, then a save that changes nothing: the answer is a fresh form, as a
    // plain post's is, without the refusal of a file no longer chosen.
    await page.locator("#image-file").setInputFiles({
      name: "notes.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("Measurements for the family photo wall, not a photo."),
    });
    await expect(page.getByText("notes.jpg is not a photo we can read")).toBeVisible();
    await page.getByRole("button", { name: "Save: live on the site at once" }).click();
    await expect(page.getByRole("status")).toContainText("Saved: /about says this now.");
    await expect(page.getByText("notes.jpg is not a photo we can read")).toHaveCount(0);
    // Its preview at both widths: the page framed twice by its own server.
    await page.getByRole("link", { name: "at phone and desktop widths" }).click();
    for (const screen of ["on a phone", "on a desktop"])
      await expect(page.frameLocator(`iframe[title="About Us ${screen}"]`).getByText(paragraph)).toBeAttached();
  });
});

test.describe("the business facts", () => {
  test("without JavaScript, a new phone number, Saturday hours and figure are refused while malformed, then on the other process's pages and JSON-LD within 2 s; with it, the contact page hydrates with them", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signIn(page, owner(), "/office/facts", siteA);
    await page.getByLabel("Phone").fill("407-555");
    await page.getByLabel("Saturday").fill("10:00 AM – 2:00 PM");
    await page.getByLabel("Figure 2").fill("250");
    const [refused] = await Promise.all([
      formPostAnswer(page),
      page.getByRole("button", { name: "Save: live on the site at once" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByRole("alert").first()).toContainText("Write a US phone number with its area code");
    await expect(page.getByLabel("Saturday")).toHaveValue("10:00 AM – 2:00 PM");
    await page.getByLabel("Phone").fill("(321) 555-0199");
    await page.getByRole("button", { name: "Save: live on the site at once" }).click();
    await expect(page.getByRole("status")).toContainText("Saved: every page shows these now");
    const saved = Date.now();
    await expect
      .poll(async () => (await request.get(`${siteB}/`)).text(), { intervals: [100], timeout: 2000 })
      .toContain("(321) 555-0199");
    expect(Date.now() - saved).toBeLessThan(2000);
    const home = await (await request.get(`${siteB}/`)).text();
    expect(home).toContain('"telephone":"+13215550199"');
    expect(home).toContain('href="tel:+13215550199"');
    expect(home).not.toContain("(407) 555-0142");
    expect(await (await request.get(`${siteB}/contact`)).text()).toContain("10:00 AM – 2:00 PM");
    // The terms write {phone} where the number goes: they say the new one too.
    const terms = await (await request.get(`${siteB}/terms`)).text();
    // Kept together on one line (its class's name is the page's own short one: server/http/short-class-names.ts).
    expect(terms).toMatch(/Phone: <span class="\w+">\(321\) 555-0199<\/span>/);
    expect(terms).not.toContain("555-0142");

    // A new number kept as a draft: only the preview (signed in) shows it, in the site's own header and footer.
    await page.getByLabel("Phone").fill("(321) 555-0123");
    await page.getByRole("button", { name: "Save as draft (the site stays as it is)" }).click();
    await expect(page.getByRole("status")).toContainText("Saved as a draft: pages and e-mails still show the facts");
    await expect(page.getByLabel("Phone")).toHaveValue("(321) 555-0123");
    for (const path of ["/", "/contact"]) {
      const html = await (await request.get(`${siteB}${path}`)).text();
      expect(html, path).toContain("(321) 555-0199");
      expect(html, path).not.toContain("555-0123");
    }
    // The preview: the contact page, whose details and hours are the facts, with ?preview=<their id>.
    const preview = (await page.getByRole("link", { name: "Preview as the site will show it" }).getAttribute("href"))!;
    expect(preview).toMatch(/^\/contact\?preview=\d+$/);
    const signedOut = await request.get(`${siteA}${preview}`, { maxRedirects: 0 });
    expect(signedOut.status()).toBe(200);
    expect(await signedOut.text()).toContain("(321) 555-0199");
    expect(await signedOut.text()).not.toContain("555-0123");
    // The root route's data alone, as a navigation in the browser asks for it: the root reads the draft only for a signed-in person.
    const rootData = `${siteA}/contact.data?${preview.split("?")[1]}&_routes=root`;
    expect(await request.get(rootData, { maxRedirects: 0 }).then((r) => r.text())).not.toContain("555-0123");
    expect(await page.request.get(rootData).then((r) => r.text())).toContain("555-0123");
    await page.getByRole("link", { name: "Preview as the site will show it" }).click();
    await expect(page.getByRole("note")).toContainText("Preview of the changes saved as a draft");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "(321) 555-0123" })).toBeAttached();
    await expect(page.getByRole("region", { name: "Get In Touch" }).getByText("(321) 555-0123")).toBeVisible();
    // The home page's figures, in the same preview on the home page.
    await page.goto(`${siteA}/${preview.slice("/contact".length)}`);
    await expect(page.getByRole("note")).toContainText("Preview of the changes saved as a draft");
    await expect(page.getByTestId("counter").nth(1)).toHaveText("250+");
    await page.goto(`${siteA}${preview}`);
    await page.getByRole("link", { name: "At phone and desktop widths" }).click();
    await expect(
      page.frameLocator('iframe[title="Business facts on a phone"]').getByText("(321) 555-0123").first(),
    ).toBeAttached();
    await page.goto(`${siteA}/office/facts`);
    await page.getByRole("button", { name: "Discard the draft changes" }).click();
    await expect(page.getByRole("status")).toContainText("The draft changes are given up");
    await expect(page.getByLabel("Phone")).toHaveValue("(321) 555-0199");
    await context.close();

    // A page React runs shows the same facts after hydrating, with no mismatch.
    const errors: string[] = [];
    const visitor = await browser.newPage();
    visitor.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await visitor.goto(`${siteB}/contact`);
    await expect(visitor.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(visitor.getByRole("contentinfo").getByRole("link", { name: "(321) 555-0199" })).toBeVisible();
    await visitor.goto(`${siteB}/`);
    await expect(visitor.getByTestId("counter").nth(1)).toHaveText("250+");
    expect(errors).toEqual([]);
    await visitor.close();
  });
});

test.describe("the order of the site's lists", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  const order = async (url: string, names: string[]) => {
    const html = await (await fetch(url)).text();
    return names.map((name) => html.indexOf(name));
  };

  test("without JavaScript, a testimonial moves up: the page comes back at it, saying so, and the other process shows the new order within 2 s", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signIn(page, owner(), "/office/testimonials", siteA);
    await page.getByRole("button", { name: "Move Robert Hines up" }).click();
    await expect(page).toHaveURL(/\/office\/testimonials\?moved=\d+#item-\d+$/);
    await expect(page.getByRole("status")).toHaveText("Moved: the site shows it here now.");
    await expect(page.getByRole("status")).toBeInViewport();
    const moved = Date.now();
    await expect
      .poll(
        async () => {
          const [robert, teresa] = await order(`${siteB}/testimonials`, ["Robert Hines", "Teresa Nguyen"]);
          return robert! >= 0 && robert! < teresa!;
        },
        { intervals: [100], timeout: 2000 },
      )
      .toBe(true);
    expect(Date.now() - moved).toBeLessThan(2000);
    await context.close();
  });

  test("with JavaScript, a project moves down in place, and the portfolio shows the new order", async ({ page }) => {
    await signIn(page, owner(), "/office/portfolio", siteA);
    const second = await page.locator("ol > li").nth(1).getByRole("link").textContent();
    await page.getByRole("button", { name: "Move Walnut Island Kitchen down" }).click();
    await expect(page.locator("ol > li").nth(1).getByRole("link")).toHaveText("Walnut Island Kitchen");
    await expect(page.locator("ol > li").nth(1).getByRole("status")).toHaveText("Moved: the site shows it here now.");
    await expect
      .poll(async () => {
        const [walnut, other] = await order(`${siteB}/portfolio`, ["Walnut Island Kitchen", second!]);
        return other! >= 0 && other! < walnut!;
      })
      .toBe(true);
  });
});

test("on a phone the office's places fold into a Menu, which a chosen place closes", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, owner(), "/office/leads", siteA);
  const places = page.getByRole("navigation", { name: "Office" });
  await expect(places).toBeHidden();
  await page.getByText("Menu", { exact: true }).click();
  await expect(places.getByRole("link", { name: "Services" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
  await places.getByRole("link", { name: "Services" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  await expect(places).toBeHidden();
});

test("the services, gallery, about, facts and order forms change nothing signed out or from another origin", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const cookie = await signIn(page, owner(), "/office/services", siteA);
  const service = (await page.getByRole("link", { name: "Kitchen Remodeling" }).getAttribute("href"))!;
  await page.goto(`${siteA}/office/testimonials`);
  const firstTestimonial = (await page.locator("ol > li").first().getAttribute("id"))!.replace("item-", "");
  await context.close();
  const before = {
    home: await (await request.get(`${siteB}/`)).text(),
    kitchen: await (await request.get(`${siteB}/services/kitchen`)).text(),
    about: await (await request.get(`${siteB}/about`)).text(),
  };
  const forms: [string, Record<string, string>][] = [
    [service, { intent: "save", summary: "Taken over by someone else entirely, who should not be here at all." }],
    [
      "/office/gallery",
      { intent: "save", ...Object.fromEntries([...Array(9)].map((_, n) => [`picks.${n}`, `start:${8 - n}`])) },
    ],
    ["/office/about", { intent: "save", title: "Not the Whitcombs" }],
    ["/office/facts", { intent: "save", phone: "(999) 555-0100" }],
    ["/office/testimonials", { move: `${firstTestimonial}:down` }],
  ];
  for (const [path, fields] of forms) {
    const signedOut = await request.post(`${siteA}${path}`, {
      headers: { Origin: siteA },
      multipart: fields,
      maxRedirects: 0,
    });
    expect(signedOut.status(), path).toBe(303);
    expect(signedOut.headers().location, path).toMatch(/^\/office\/sign-in/);
    const elsewhere = await request.post(`${siteA}${path}`, {
      headers: { Cookie: `office_session=${cookie.value}`, Origin: "https://evil.example" },
      multipart: fields,
      maxRedirects: 0,
    });
    expect(elsewhere.status(), path).toBe(403);
  }
  expect(await (await request.get(`${siteB}/`)).text()).toBe(before.home);
  expect(await (await request.get(`${siteB}/services/kitchen`)).text()).toBe(before.kitchen);
  expect(await (await request.get(`${siteB}/about`)).text()).toBe(before.about);
});

test("signed out, or aimed at a project, a post's form changes nothing", async ({ browser, request }) => {
  const anonymous = await request.post(`${siteA}/office/blog/new`, {
    headers: { Origin: siteA },
    multipart: { title: "Not Mine At All", intent: "save" },
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(303);
  expect(anonymous.headers().location).toMatch(/^\/office\/sign-in/);

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const cookie = await signIn(page, owner(), "/office/portfolio", siteA);
  const project = (await page.getByRole("link", { name: "Walnut Island Kitchen" }).getAttribute("href"))!;
  const projectId = project.split("/").at(-1);
  const trashing = await request.post(`${siteA}/office/blog/${projectId}`, {
    headers: { Cookie: `office_session=${cookie.value}`, Origin: siteA },
    multipart: { intent: "trash" },
    maxRedirects: 0,
  });
  expect(trashing.status()).toBe(404);
  expect((await request.get(`${siteB}/portfolio/lake-nona-walnut-island-kitchen`)).status()).toBe(200);

  await context.close();
});

test.describe("a page in preview mode", () => {
  test("shows a draft to the person signed in only: a visitor who adds ?preview= (or a made-up session) gets the page as published, and the published pages' cache never holds a preview", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signIn(page, owner(), "/office/about", siteA);
    const intro = `Builders of Central Florida homes for two generations, from the plans to the punch list (${Date.now() % 100_000}).`;
    await page.getByLabel("Introduction").fill(intro);
    await page.getByRole("button", { name: "Save as draft (the site stays as it is)" }).click();
    await expect(page.getByRole("status")).toContainText("Saved as a draft");
    const address = (await page.getByRole("link", { name: "Preview as the site will show it" }).getAttribute("href"))!;
    expect(address).toMatch(/^\/about\?preview=\d+$/);
    const published = await request.get(`${siteA}/about`);
    expect(await published.text()).not.toContain(intro);

    // A visitor, first: the page as published, no band, nothing of the draft.
    for (const headers of [{}, { Cookie: "office_session=made-up" }] as Record<string, string>[]) {
      const visitor = await request.get(`${siteA}${address}`, { headers });
      expect(visitor.status()).toBe(200);
      const html = await visitor.text();
      expect(html).not.toContain(intro);
      expect(html).not.toContain("Back to editing");
    }
    // Signed in: the draft in the page, under the band; stored by no cache, indexed by no search engine.
    const previewed = await page.request.get(`${siteA}${address}`);
    const html = await previewed.text();
    expect(html).toContain(intro);
    expect(html).toContain("Preview of the changes saved as a draft");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(previewed.headers()["cache-control"]).toBe("no-store");
    expect(previewed.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    // Then visitors: still the page as published, the same one the cache held before.
    for (const path of ["/about", address]) {
      const after = await request.get(`${siteA}${path}`);
      expect(await after.text(), path).not.toContain(intro);
    }
    const after = await request.get(`${siteA}/about`);
    expect(after.headers()["etag"]).toBe(published.headers()["etag"]);
    expect(after.headers()["cache-control"]).toBe(published.headers()["cache-control"]);
    expect(after.headers()["cache-control"]).not.toContain("no-store");

    // A draft with no page of its own yet: none for a visitor, its page for the person signed in.
    await page.goto(`${siteA}/office/blog/new`);
    const title = `Grout Colors That Age Well ${Date.now() % 100_000}`;
    await page.getByLabel("Title").fill(title);
    await page
      .getByLabel("Summary")
      .fill("Warm grays, putty and sand: grout colors that still look clean after a few Florida summers.");
    await page.getByLabel("Text in Markdown").fill(article);
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByRole("status")).toContainText("Saved as a draft");
    const draft = (await page.getByRole("link", { name: "Preview as the site will show it" }).getAttribute("href"))!;
    expect(draft).toMatch(/^\/blog\/grout-colors-that-age-well-\d+\?preview=\d+$/);
    expect((await request.get(`${siteA}${draft}`)).status()).toBe(404);
    expect((await page.request.get(`${siteA}${draft}`)).status()).toBe(200);
    expect(await (await request.get(`${siteA}/blog`)).text()).not.toContain(title);
    await page.goto(`${siteA}/office/about`);
    await page.getByRole("button", { name: "Discard the draft changes" }).click();
    await expect(page.getByRole("status")).toContainText("The draft changes are given up");
    await context.close();
  });

  test("on the home page: the draft shows for the person signed in only, with no error, and a link away leaves the preview", async ({
    browser,
    request,
  }) => {
    // A new testimonial kept as a draft: the home page would show it first of three.
    const setup = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const office = await setup.newPage();
    await signIn(office, owner(), "/office/testimonials/new", siteA);
    const name = `Marisol and Dev Patel ${Date.now() % 100_000}`;
    await office.getByLabel("Name").fill(name);
    await office.getByLabel("Who they are").fill("Homeowners");
    await office.getByLabel("Where, or which firm").fill("College Park");
    await office
      .getByLabel("What they said")
      .fill("They turned a dark galley kitchen into the room everyone gathers in, and kept us informed every day.");
    await office.getByRole("button", { name: "Save as draft" }).click();
    await expect(office.getByRole("status")).toContainText("Saved as a draft");
    const id = /preview=(\d+)/.exec(
      (await office.getByRole("link", { name: "Preview as the site will show it" }).getAttribute("href"))!,
    )![1];
    const cookies = await setup.cookies();
    await setup.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const previewing = await page.goto(`${siteA}/?preview=${id}`);
    expect(previewing!.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("note")).toContainText("Preview of a draft: not on the site.");
    await expect(page.getByText(name)).toBeVisible();
    // Only for the person signed in: the same address without their session, or the page itself, shows the site.
    expect(await (await request.get(`${siteA}/?preview=${id}`)).text()).not.toContain(name);
    expect(await (await request.get(`${siteA}/`)).text()).not.toContain(name);
    // A link away is a page of the site again: no band, nothing of the draft.
    await page.getByRole("contentinfo").getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(`${siteA}/portfolio`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("note")).toHaveCount(0);
    await page.goBack();
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByRole("note")).toContainText("Preview of a draft");
    expect(errors).toEqual([]);
    await context.close();
  });
});

test("the office's content screens have no axe violations at 375 px", async ({ browser }) => {
  // Twenty-two screens, each read by axe after it settles.
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, owner(), "/office/blog", siteA);
  const post = (await page.getByRole("link", { name: /Small Bathroom Layout Tips/ }).getAttribute("href"))!;
  await page.goto(`${siteA}/office/legal`);
  const legal = (await page.getByRole("link", { name: "Terms of Service" }).getAttribute("href"))!;
  await page.goto(`${siteA}/office/card-lists`);
  const values = (await page.getByRole("link", { name: "Core values" }).getAttribute("href"))!;
  const steps = (await page.getByRole("link", { name: "Process steps" }).getAttribute("href"))!;
  await page.goto(`${siteA}/office/services`);
  const gallery = "/office/gallery";
  const about = "/office/about";
  const facts = "/office/facts";
  const service = (await page.getByRole("link", { name: "Full Home Renovations" }).getAttribute("href"))!;
  // Each item's preview: its public page in preview mode, as its form in the office links to it.
  const previewOf = async (path: string) => {
    await page.goto(`${siteA}${path}`);
    return (await page.getByRole("link", { name: "Preview as the site will show it" }).getAttribute("href"))!;
  };
  const previews = {
    post: await previewOf(post),
    legal: await previewOf(legal),
    values: await previewOf(values),
    steps: await previewOf(steps),
    gallery: await previewOf(gallery),
    about: await previewOf(about),
    facts: await previewOf(facts),
    service: await previewOf(service),
  };
  expect(
    await axeViolations(page, siteA, [
      "/office/blog",
      "/office/blog/new",
      post,
      previews.post,
      "/office/legal",
      legal,
      previews.legal,
      "/office/testimonials",
      "/office/testimonials/new",
      "/office/card-lists",
      values,
      previews.values,
      previews.steps,
      gallery,
      previews.gallery,
      about,
      previews.about,
      facts,
      previews.facts,
      "/office/services",
      service,
      previews.service,
    ]),
  ).toEqual([]);
  await context.close();
});
