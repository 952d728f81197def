import { contentPaths, formPaths } from "../../app/content/pages.server";
import { expect, test } from "./fixtures";

test("/services lists four services, each with Learn More to its own page", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  const links = page.locator("main").getByRole("link", { name: /Learn More about/ });
  await expect(links).toHaveCount(4);
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual([
    "/services/kitchen",
    "/services/bathroom",
    "/services/full-home",
    "/services/cabinetry",
  ]);
});

for (const [slug, title] of [
  ["kitchen", "Kitchen Remodeling"],
  ["bathroom", "Bathroom Remodeling"],
  ["full-home", "Full Home Renovations"],
  ["cabinetry", "Custom Cabinetry & Millwork"],
]) {
  test(`/services/${slug} has its title, hero image, six inclusions and both buttons`, async ({ page }) => {
    await page.goto(`/services/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
    await expect(page.locator("main img").first()).toHaveAttribute("alt", /.{12,}/);
    const included = page.getByRole("heading", { name: "What's Included" }).locator("..").getByRole("listitem");
    await expect(included).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Schedule a Consultation" }).last()).toHaveAttribute(
      "href",
      "/consultation",
    );
    await expect(page.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute("href", "/contact");
  });
}

// The photo beside its text is the grid's second item; a <picture>'s <source>s must not take a
// cell of their own, which would push the photo to the next row (below-right of the text on a
// wide screen, under an empty row's gap on a phone).
for (const [path, text] of [
  ["/services/kitchen", "Kitchen Remodeling"],
  ["/about", "Meet the family"],
]) {
  test(`${path}: the photo sits beside its text at 1280 px and right under it at 375 px`, async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const textBlock = page.getByRole("heading", { name: text!, exact: true }).locator("..");
      const photo = textBlock.locator("xpath=following-sibling::*[1]").locator("img");
      const [textBox, photoBox] = [(await textBlock.boundingBox())!, (await photo.boundingBox())!];
      const gap = await textBlock.evaluate((element) => parseFloat(getComputedStyle(element.parentElement!).rowGap));
      if (width === 1280) {
        expect(photoBox.x, "the photo is right of the text").toBeGreaterThanOrEqual(textBox.x + textBox.width);
        expect(photoBox.y, "the photo starts before the text ends").toBeLessThan(textBox.y + textBox.height);
        expect(photoBox.y + photoBox.height, "the photo ends after the text starts").toBeGreaterThan(textBox.y);
      } else {
        expect(photoBox.x).toBeCloseTo(textBox.x, 0);
        expect(photoBox.y - (textBox.y + textBox.height), "the grid's gap alone").toBeCloseTo(gap, 0);
      }
    }
  });
}

test("/process lists the five steps in order", async ({ page }) => {
  await page.goto("/process");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Process");
  await expect(page.locator("main ol > li h2")).toHaveText([
    "Initial Consultation",
    "Design & Planning",
    "Construction Phase",
    "Quality Assurance",
    "Project Completion",
  ]);
});

test("/about introduces the family, the New England to Florida story and four core values", async ({ page }) => {
  await page.goto("/about");
  // Massachusetts and Orlando share a coast: the heading tells the move north to south.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/from New England to Central Florida/);
  await expect(page.getByRole("heading", { name: "Meet the family" })).toBeVisible();
  await expect(page.locator("#story")).toContainText("Massachusetts");
  await expect(page.locator("#story")).toContainText("Orlando");
  await expect(page.locator("#values h3")).toHaveText(["Excellence", "Collaboration", "Reliability", "Passion"]);
});

test("/contact has the form, Get In Touch details, hours and the consultation box", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeVisible();
  for (const label of ["First Name", "Last Name", "Email", "Message"]) {
    await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveAttribute("required", "");
  }
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
  await expect(page.getByRole("combobox", { name: "Project Type" }).locator("option")).toHaveText([
    "Select a project type",
    "Kitchen Remodeling",
    "Bathroom Remodeling",
    "Full Home Renovation",
    "Custom Cabinetry",
    "Other",
  ]);
  await expect(page.getByRole("combobox", { name: "Budget" }).locator("option")).toHaveText([
    "Select a budget range",
    "Under $25k",
    "$25k - $50k",
    "$50k - $100k",
    "$100k - $250k",
    "$250k - $500k",
    "$500k+",
    "Not sure yet",
  ]);
  const getInTouch = page.getByRole("region", { name: "Get In Touch" });
  await expect(getInTouch).toContainText("(407) 555-0142");
  await expect(getInTouch).toContainText("hello@saltboxdesignbuild.com");
  await expect(getInTouch).toContainText("Suite 310");
  await expect(getInTouch).toContainText("Orlando, FL");
  await expect(getInTouch).toContainText(/Monday – Friday\s*8:00 AM – 6:00 PM/);
  await expect(getInTouch).toContainText(/Saturday\s*9:00 AM – 4:00 PM/);
  await expect(getInTouch).toContainText(/Sunday\s*By appointment only/);
  const schedule = page.getByRole("region", { name: "Schedule a Consultation" });
  await expect(schedule.getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/consultation");
});

test("/testimonials, /privacy and /terms carry real content", async ({ page }) => {
  await page.goto("/testimonials");
  expect(await page.locator("main figure").count()).toBeGreaterThanOrEqual(3);
  for (const [path, heading] of [
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
    const words = (await page.locator(".prose-content").innerText()).split(/\s+/).length;
    expect(words).toBeGreaterThan(800);
  }
});

test("every image on every page has alt text and intrinsic size, and loads", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of [...contentPaths(), ...formPaths()]) {
    await page.goto(path);
    // Load the lazy ones too, without scrolling through every page.
    await page
      .locator("img")
      .evaluateAll((images) => images.forEach((img) => ((img as HTMLImageElement).loading = "eager")));
    for (const image of await page.locator("img").all()) {
      await expect(image, path).toHaveAttribute("alt", /.{12,}/);
      await expect(image, path).toHaveAttribute("width", /^\d+$/);
      await expect(image, path).toHaveAttribute("height", /^\d+$/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: path })
        .toBe(true);
    }
  }
});

test("a social handle and a phone number in a post keep to one line at every width", async ({ page }) => {
  /** How many lines an element's text takes. */
  const lines = (element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
      .size;
  };
  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog/small-bathroom-layout-tips");
    const social = page.getByRole("contentinfo").getByRole("link", { name: /^Instagram / });
    expect(await social.evaluate(lines), `the footer's Instagram link at ${width}px`).toBe(1);
    const phone = page.locator(".prose-content").getByText("(407) 555-0142");
    expect(await phone.evaluate(lines), `the post's phone number at ${width}px`).toBe(1);
  }
});
