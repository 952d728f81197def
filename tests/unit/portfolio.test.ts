import { describe, expect, it } from "vitest";
import {
  checkProject,
  NO_PHOTO_MESSAGE,
  compareProjects,
  projectFromForm,
  slugify,
  type ProjectData,
} from "../../server/content/portfolio.ts";

const photo = { photo: 7, alt: "A walnut island under brass pendants", focus: "center" as const };
const fields = {
  title: "Walnut Island Kitchen",
  description: "A closed kitchen opened to the dining room, with an island.",
};

describe("a project's fields", () => {
  it("take their defaults when the form leaves them empty: the first kind, Central Florida, this year, no story or scope", () => {
    expect(projectFromForm(fields, [photo], new Date("2026-11-26T12:00:00Z"))).toEqual({
      ...fields,
      category: "Kitchen",
      location: "Central Florida",
      year: 2026,
      duration: "",
      story: [],
      scope: [],
      photos: [photo],
    });
  });

  it("split the story at empty lines and the scope at line ends, dropping blank ones", () => {
    const project = projectFromForm({ ...fields, story: "One\nline.\n\n\nTwo.", scope: " Cabinets \n\nLighting\n" }, [
      photo,
    ]);
    expect(project.story).toEqual(["One line.", "Two."]);
    expect(project.scope).toEqual(["Cabinets", "Lighting"]);
  });

  it("are refused field by field; a draft may wait for photos and their descriptions, a published project may not", () => {
    const bare = projectFromForm({ title: "K", description: "Short", year: "1890" }, []);
    const refused = checkProject(bare, "Bad Slug", false);
    expect(refused).toEqual({
      errors: {
        slug: expect.stringMatching(/lowercase letters/),
        title: expect.stringMatching(/at least 3 characters/),
        description: expect.stringMatching(/at least 20 characters/),
        year: "We started in 1998.",
      },
    });
    // Publishing, every refusal is told at once: the fields', and the photo still to add.
    expect(checkProject(bare, "bare", true)).toMatchObject({
      errors: { title: expect.any(String), year: expect.any(String), photos: NO_PHOTO_MESSAGE },
    });
    const photoless = projectFromForm(fields, []);
    expect(checkProject(photoless, "walnut-island-kitchen", false)).toMatchObject({ data: { photos: [] } });
    expect(checkProject(photoless, "walnut-island-kitchen", true)).toEqual({ errors: { photos: NO_PHOTO_MESSAGE } });
    // A paragraph or a line too long, or too many, is told by its box, in words.
    const long = projectFromForm(
      {
        ...fields,
        story: [..."abcdefghijklm"].join("\n\n"),
        scope: `Cabinets\n${"x".repeat(121)}`,
      },
      [photo],
    );
    expect(checkProject(long, "walnut-island-kitchen", false)).toEqual({
      errors: {
        story: "Tell the story in at most 12 paragraphs.",
        scope: "Keep each scope line under 120 characters.",
      },
    });
    expect(checkProject({ ...long, story: ["y".repeat(3001)], scope: [] }, "walnut-island-kitchen", false)).toEqual({
      errors: { story: "Keep each paragraph of the story under 3,000 characters." },
    });
    // A "before" photo pairs with the one after it; the cover is the finished work.
    const second = { ...photo, photo: 8 };
    const before = { ...photo, before: true as const };
    const pair = projectFromForm(fields, [photo, before, second]);
    expect(checkProject(pair, "walnut-island-kitchen", true)).toMatchObject({
      data: { photos: [photo, before, second] },
    });
    for (const [photos, index, message] of [
      [[before, second], 0, /The cover shows the finished work/],
      [[photo, before], 1, /shown beside the photo after it/],
      [[photo, before, before, second], 1, /shown beside the photo after it/],
    ] as const)
      expect(checkProject(projectFromForm(fields, [...photos]), "walnut-island-kitchen", false)).toEqual({
        errors: { [`photos.${index}.before`]: expect.stringMatching(message) },
      });
    const undescribed = projectFromForm(fields, [{ ...photo, alt: "" }]);
    expect(checkProject(undescribed, "walnut-island-kitchen", false)).toMatchObject({ slug: "walnut-island-kitchen" });
    expect(checkProject(undescribed, "walnut-island-kitchen", true)).toEqual({
      errors: { "photos.0.alt": expect.stringMatching(/before publishing/) },
    });
  });
});

describe("slugify", () => {
  it("makes lowercase words joined by hyphens, plain letters only", () => {
    expect(slugify("  Café & Pantry: Winter Park's  Best! ")).toBe("cafe-and-pantry-winter-park-s-best");
    expect(slugify("¿?")).toBe("");
  });
});

describe("compareProjects", () => {
  it("lists the fields that differ, with what each said then and says now", () => {
    const then = projectFromForm({ ...fields, scope: "Cabinets" }, [photo]) as ProjectData;
    const now = { ...then, title: "Walnut Island Kitchen, Revisited", scope: ["Cabinets", "Lighting"] };
    expect(compareProjects(then, now)).toEqual([
      { label: "Title", before: "Walnut Island Kitchen", after: "Walnut Island Kitchen, Revisited" },
      { label: "Scope of work", before: "Cabinets", after: "Cabinets\nLighting" },
    ]);
    expect(compareProjects(then, then)).toEqual([]);
  });
});
