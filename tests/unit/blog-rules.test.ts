import { describe, expect, it } from "vitest";
import { checkPost, NO_COVER_MESSAGE, picturesRefusal, postFromForm } from "../../server/content/blog.ts";

const fields = {
  title: "Pavers Around a Pool Deck",
  category: "Material Guide",
  excerpt: "Travertine, concrete or porcelain pavers: what stays cool underfoot around a Central Florida pool.",
};

describe("a post's rules", () => {
  it("tell everything still to do at once when it is published: a bad date, too few words, no cover", () => {
    const post = postFromForm({ ...fields, date: "2026-02-30", body: "Notes for later." }, undefined, "2026-11-27");
    expect(checkPost(post, "pool-deck-pavers", true)).toEqual({
      errors: {
        date: "Give the post's date (year, month and day).",
        cover: NO_COVER_MESSAGE,
        body: "A published post has at least 150 words; this one has 3. Save it as a draft meanwhile.",
      },
    });
    // A draft waits for the words and the cover; the date is still checked.
    expect(checkPost(post, "pool-deck-pavers", false)).toEqual({
      errors: { date: "Give the post's date (year, month and day)." },
    });
  });

  it("refuses a cover not yet described when publishing, with the other refusals", () => {
    const cover = { photo: 3, alt: "  short  ", focus: "center" as const };
    const post = postFromForm({ ...fields, title: "Short", body: "x" }, cover, "2026-11-27");
    expect(checkPost(post, "pool-deck-pavers", true)).toMatchObject({
      errors: { title: expect.stringMatching(/at least 10/), "cover.alt": expect.stringMatching(/before publishing/) },
    });
  });

  it("publishes pictures in the text only when each is a photo of the site's, described", () => {
    const own = "/photos/41-AbCdEfGh_jKlMn-p-480.webp";
    expect(picturesRefusal(`Text.\n\n![A walnut island under two pendants](${own})`)).toBeUndefined();
    expect(picturesRefusal(`![An island](${own})`)).toMatch(
      /^Describe the picture in the text .* before publishing\.$/,
    );
    expect(picturesRefusal(`![A walnut island under two pendants](${own})\n\n![](${own})`)).toMatch(
      /^Describe picture 2 in the text/,
    );
    expect(picturesRefusal("![A kitchen from a magazine's site](https://example.com/kitchen.jpg)")).toMatch(
      /“https:\/\/example.com\/kitchen.jpg” is not one/,
    );
    // A draft keeps them as they are; publishing says so by the text.
    const post = postFromForm(
      { ...fields, body: `${"word ".repeat(160)}\n\n![](${own})` },
      { photo: 3, alt: "A walnut island under two pendants", focus: "center" },
      "2026-11-27",
    );
    expect(checkPost(post, "pool-deck-pavers", false)).toHaveProperty("data");
    expect(checkPost(post, "pool-deck-pavers", true)).toEqual({
      errors: { body: expect.stringMatching(/^Describe the picture in the text/) },
    });
  });
});
