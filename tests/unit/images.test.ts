// The site's pictures as a set: every slot in the content names its own image, each image has a
// manifest entry with real alt text and a file of the stated size, and no two pictures look
// alike (compared as small grayscale thumbnails, so two renders of one scene would be caught).
import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { splitFrontMatter } from "../../server/content/markdown.ts";
import { galleryItems } from "../../server/content/seed/gallery.ts";
import { portfolioProjects } from "../../server/content/seed/portfolio.ts";
import { postFile, postSlugs } from "../../server/content/seed/posts.ts";
import { services } from "../../server/content/seed/services.ts";

const folder = "app/assets/images";
type Entry = { name: string; width: number; height: number; alt: string; category?: string; source?: string };
const manifest = JSON.parse(readFileSync(`${folder}/manifest.json`, "utf8")) as { images: Entry[] };
const entries = new Map(manifest.images.map((entry) => [entry.name, entry]));

const postImages = postSlugs().map((slug) => {
  const { data } = splitFrontMatter(postFile(slug), slug);
  return (data as { image: string }).image;
});
/** Every place the site shows a picture, by the image it names. */
const slots = [
  ...galleryItems.map((item) => item.image),
  ...portfolioProjects.map((project) => project.image),
  ...services.map((service) => service.heroImage),
  ...postImages,
  "hero-poster",
  "about-family",
  "og-default",
];

describe("image slots", () => {
  it("name 42 different images: 9 gallery, 20 portfolio, 4 services, 6 posts, hero, about, sharing", () => {
    expect(slots).toHaveLength(42);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it("match the manifest and the folder one to one", () => {
    const files = readdirSync(folder)
      .filter((file) => file.endsWith(".jpg"))
      .map((file) => file.slice(0, -".jpg".length));
    expect(manifest.images, "each image listed once").toHaveLength(entries.size);
    expect([...entries.keys()].sort()).toEqual([...slots].sort());
    expect(files.sort()).toEqual([...slots].sort());
  });

  it("have meaningful alt text", () => {
    for (const name of slots) {
      const { alt } = entries.get(name)!;
      expect(alt.length, name).toBeGreaterThanOrEqual(40);
      expect(alt, name).not.toMatch(/^(image|picture|photo) of\b|\.(jpe?g|png)\b|lorem|placeholder/i);
    }
    expect(new Set(slots.map((name) => entries.get(name)!.alt)).size).toBe(slots.length);
  });

  it("give the gallery images the category the home page shows", () => {
    for (const item of galleryItems) expect(entries.get(item.image)?.category, item.image).toBe(item.category);
  });

  it("are files of exactly the size the manifest states", async () => {
    for (const name of slots) {
      const { width, height } = await sharp(`${folder}/${name}.jpg`).metadata();
      expect([width, height], name).toEqual([entries.get(name)!.width, entries.get(name)!.height]);
    }
  });

  it("all look different from one another", async () => {
    const thumbnails = await Promise.all(
      slots.map((name) => sharp(`${folder}/${name}.jpg`).resize(32, 24, { fit: "fill" }).grayscale().raw().toBuffer()),
    );
    let closest = { difference: Infinity, pair: "" };
    for (let a = 0; a < thumbnails.length; a++) {
      for (let b = a + 1; b < thumbnails.length; b++) {
        let sum = 0;
        for (let i = 0; i < thumbnails[a]!.length; i++) sum += Math.abs(thumbnails[a]![i]! - thumbnails[b]![i]!);
        const difference = sum / thumbnails[a]!.length;
        if (difference < closest.difference) closest = { difference, pair: `${slots[a]} / ${slots[b]}` };
      }
    }
    // Mean difference per pixel out of 255; near-duplicates score under 3.
    expect(closest.difference, `closest pair: ${closest.pair}`).toBeGreaterThan(8);
  });
});
