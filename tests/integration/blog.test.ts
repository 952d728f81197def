// The blog written in the office, on both engines, through the real services: the seed posts, the
// rules a post is saved and published by, its cover photo, and the line between the kinds of
// content (a post's address and id are not a project's).
import { describe, expect, it } from "vitest";
import { postFromForm } from "../../server/content/blog.ts";
import { renderMarkdown } from "../../server/content/markdown.ts";
import { photoUrl } from "../../server/photos/photos.ts";
import { plainPhoto } from "../support/photos.ts";
import { servicesClosedAfterEach, type StoreKind, seesContentChange } from "../support/services.ts";

const { open, another } = servicesClosedAfterEach();

const owner = "owner@example.com";
const words = (count: number) =>
  Array.from({ length: count }, (_, n) => ["Lanai", "screens", "keep", "pollen", "out"][n % 5]).join(" ");
const fields = {
  title: "Choosing Screens for a Florida Lanai",
  category: "Design Tips",
  date: "2026-11-20",
  excerpt: "Which screen mesh keeps no-see-ums out, lets the breeze through and survives a Central Florida summer.",
  body: `## The mesh\n\n${words(160)}`,
};

describe.each<StoreKind>(["sqlite", "postgres"])("the blog on %s", (kind) => {
  it("starts with the six seed posts, newest first, stored once however many processes start", async () => {
    const { services, config } = await open(kind);
    const second = another(config);
    const [mine, theirs] = await Promise.all([services.blog.published(), second.blog.published()]);
    expect(mine.map((post) => post.slug)).toEqual([
      "2026-kitchen-design-trends-central-florida",
      "small-bathroom-layout-tips",
      "quartz-vs-natural-stone-countertops",
      "winter-park-whole-home-renovation",
      "florida-permits-for-home-remodels",
      "energy-efficient-renovation-florida-climate",
    ]);
    expect(theirs.map((post) => post.id)).toEqual(mine.map((post) => post.id));
    expect(mine[1]).toMatchObject({
      title: "Small Bathroom Layout Tips That Make Every Inch Count",
      category: "Design Tips",
      date: "2026-10-21",
      cover: { seed: "blog-small-bathroom", alt: expect.stringMatching(/.{40,}/) },
      body: expect.stringMatching(/^Many Central Florida homes/),
    });
  });

  it("saves a draft with any length and no cover yet, publishes only a described cover and 150 words, and shows it to every process", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    const photo = await services.photos.upload(await plainPhoto(1600, 900, "jpeg"), "lanai.jpg", owner);
    const undescribed = { photo: photo.id, alt: "", focus: "center" as const };

    // Begun on the phone before a photo was taken: a draft waits for its cover.
    const noCover = postFromForm({ ...fields, body: "Notes for later." }, undefined, "2026-11-27");
    const draft = await services.blog.save(noCover, "lanai-screens", undefined, "draft", owner);
    expect(draft).toEqual({ id: expect.any(Number), slug: "lanai-screens" });
    const id = (draft as { id: number }).id;
    expect(await other.blog.bySlug("lanai-screens")).toBeUndefined();
    expect(await services.blog.save(noCover, "lanai-screens", id, "published", owner)).toEqual({
      errors: {
        cover: expect.stringMatching(/^Add a cover photo before publishing/),
        body: "A published post has at least 150 words; this one has 3. Save it as a draft meanwhile.",
      },
    });

    const short = postFromForm({ ...fields, body: "Notes for later." }, undescribed, "2026-11-27");
    expect(await services.blog.save(short, "lanai-screens", id, "draft", owner)).toEqual({ id, slug: "lanai-screens" });
    expect(await services.blog.save(short, "lanai-screens", id, "published", owner)).toEqual({
      errors: {
        "cover.alt": expect.stringMatching(/before publishing/),
        body: "A published post has at least 150 words; this one has 3. Save it as a draft meanwhile.",
      },
    });
    const described = { ...undescribed, alt: "A screened lanai beside a pool at dusk" };
    const before = await other.contentVersion();
    expect(
      await services.blog.save(postFromForm(fields, described, "2026-11-27"), "lanai-screens", id, "published", owner),
    ).toEqual({
      id,
      slug: "lanai-screens",
    });
    await seesContentChange(other, before);
    const shown = (await other.blog.published())[0]!;
    expect(shown).toMatchObject({
      slug: "lanai-screens",
      title: fields.title,
      date: "2026-11-20",
      status: "published",
    });
    expect(shown.photoFiles[photo.id]).toMatchObject({ width: 1600, height: 900 });

    // Unpublished, it leaves the site and stays in the office.
    expect(await services.blog.setStatus(id, "draft", owner)).toBe(true);
    expect(await other.blog.bySlug("lanai-screens")).toBeUndefined();
    expect((await other.blog.list()).map((post) => post.slug)).toContain("lanai-screens");
  });

  it("says what is missing or wrong, field by field (a draft's cover may wait)", async () => {
    const { services } = await open(kind);
    const refused = await services.blog.save(
      postFromForm(
        { title: "Tiles", category: "Gossip", date: "2026-02-30", excerpt: "Short.", body: " " },
        undefined,
        "2026-11-27",
      ),
      "Tiles!",
      undefined,
      "draft",
      owner,
    );
    expect(refused).toEqual({
      errors: {
        slug: expect.stringMatching(/lowercase letters, digits and hyphens/),
        title: expect.stringMatching(/at least 10 characters/),
        category: "Choose the post's category.",
        date: expect.stringMatching(/year, month and day/),
        excerpt: expect.stringMatching(/at least 60 characters/),
        body: expect.stringMatching(/Write the post/),
      },
    });
  });

  it("keeps posts and projects apart: an address is a post's alone among posts, and a post's form cannot reach a project", async () => {
    const { services } = await open(kind);
    const cover = { seed: "blog-small-bathroom", alt: "A small bathroom with a walk-in shower" };
    const post = postFromForm(fields, cover, "2026-11-27");
    // A project's address is free for a post (they live under /portfolio and /blog).
    const [project] = await services.portfolio.published();
    expect(await services.blog.save(post, project!.slug, undefined, "draft", owner)).toMatchObject({
      slug: project!.slug,
    });
    expect(await services.blog.save(post, "small-bathroom-layout-tips", undefined, "draft", owner)).toEqual({
      errors: {
        slug: expect.stringMatching(/Another post already uses the address \/blog\/small-bathroom-layout-tips/),
      },
    });
    expect(await services.blog.find(project!.id)).toBeUndefined();
    expect(await services.blog.setDeleted(project!.id, true, owner)).toBe(false);
    expect(await services.blog.setStatus(project!.id, "draft", owner)).toBe(false);
    expect(await services.blog.save(post, "x-post", project!.id, undefined, owner)).toEqual({
      errors: { title: "This post was deleted." },
    });
    expect(await services.portfolio.bySlug(project!.slug)).toMatchObject({ title: project!.title });
  });

  it("empties the posts' trash for good at once, with their revisions, and leaves a deleted project in its own", async () => {
    const { services } = await open(kind);
    const [post] = await services.blog.published();
    const [project] = await services.portfolio.published();
    expect(await services.blog.setDeleted(post!.id, true, owner)).toBe(true);
    expect(await services.portfolio.setDeleted(project!.id, true, owner)).toBe(true);
    expect(await services.blog.revisions(post!.id)).not.toEqual([]);

    expect(await services.blog.emptyTrash()).toBe(1);
    expect(await services.blog.trash()).toEqual([]);
    expect(await services.blog.find(post!.id)).toBeUndefined();
    expect(await services.blog.revisions(post!.id)).toEqual([]);
    expect(await services.blog.setDeleted(post!.id, false, owner)).toBe(false);
    expect((await services.portfolio.trash()).map((item) => item.id)).toEqual([project!.id]);
    expect(await services.blog.emptyTrash()).toBe(0);
  });

  it("keeps revisions and the trash for posts as for projects", async () => {
    const { services } = await open(kind);
    const post = (await services.blog.published()).find(
      (candidate) => candidate.slug === "small-bathroom-layout-tips",
    )!;
    await services.blog.save(
      { ...post, title: "Small Bathrooms, Planned to the Inch" },
      post.slug,
      post.id,
      undefined,
      owner,
    );
    const [newest, seed] = await services.blog.revisions(post.id);
    expect([newest!.fields.title, newest!.savedBy, seed!.savedBy]).toEqual([
      "Small Bathrooms, Planned to the Inch",
      owner,
      "seed",
    ]);
    await services.blog.restore(post.id, seed!.id, owner);
    expect((await services.blog.bySlug(post.slug))!.title).toBe(post.title);

    expect(await services.blog.setDeleted(post.id, true, owner)).toBe(true);
    expect(await services.blog.bySlug(post.slug)).toBeUndefined();
    expect((await services.blog.trash()).map((item) => item.slug)).toEqual([post.slug]);
    expect(await services.blog.setDeleted(post.id, false, owner)).toBe(true);
    expect(await services.blog.bySlug(post.slug)).toBeDefined();
  });

  it("shows a picture in a post's text from the site's own photo, found with the post, and keeps that photo from the sweep", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    const cover = await services.photos.upload(await plainPhoto(1600, 900, "jpeg", "#468"), "lanai.jpg", owner);
    const inText = await services.photos.upload(await plainPhoto(1200, 900, "png", "#a64"), "mesh.png", owner);
    const picture = `![Charcoal 20/20 mesh against a sunset](${photoUrl(inText, 480, "webp")})`;
    const post = postFromForm(
      { ...fields, body: `${fields.body}\n\n${picture}` },
      { photo: cover.id, alt: "A screened lanai beside a pool at dusk", focus: "center" },
      "2026-11-27",
    );
    expect(await services.blog.save(post, "lanai-mesh", undefined, "published", owner)).toMatchObject({
      slug: "lanai-mesh",
    });

    const shown = (await other.blog.bySlug("lanai-mesh"))!;
    expect(Object.keys(shown.photoFiles).map(Number).sort()).toEqual([cover.id, inText.id].sort());
    expect(renderMarkdown(shown.body, shown.photoFiles)).toContain(
      `<img src="${photoUrl(inText, 1080, "jpeg")}" width="1200" height="900" alt="Charcoal 20/20 mesh against a sunset"`,
    );
    // Named only by its address in the text, the photo is in use: the sweep leaves it.
    await services.store.content.deleteUnusedPhotos(new Date(Date.now() + 1000));
    expect((await services.store.content.photos([inText.id])).map((photo) => photo.id)).toEqual([inText.id]);
  });
});
