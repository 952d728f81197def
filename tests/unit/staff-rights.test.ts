// Which posts to a content form change what visitors see, and so want the right to publish
// (server/office/rights.ts): the rule the office's content engine holds staff to.
import { describe, expect, it } from "vitest";
import { changesTheSite, mayDo } from "../../server/office/rights.ts";

const post = { shape: "list" as const, draftChanges: true };
const testimonial = { shape: "ordered" as const };
const service = { shape: "fixed" as const };
const facts = { shape: "single" as const, publishingOnly: true };

describe("what changes the site", () => {
  it("is a publish or unpublish, and on a published item the trash, a restore, a move or a save kept live", () => {
    expect(changesTheSite(post, "draft", "publish")).toBe(true);
    expect(changesTheSite(post, "published", "unpublish")).toBe(true);
    expect(changesTheSite(post, "published", "trash")).toBe(true);
    expect(changesTheSite(post, "published", "restore-revision")).toBe(true);
    expect(changesTheSite(testimonial, "published", "move")).toBe(true);
    expect(changesTheSite(testimonial, "published", "save")).toBe(true);
    expect(changesTheSite(service, undefined, "save")).toBe(true);
  });
  it("is not a draft: a new item, a published post's changes kept as a draft, a page's draft, a preview, a discard", () => {
    expect(changesTheSite(post, undefined, "save")).toBe(false);
    expect(changesTheSite(post, "published", "save")).toBe(false);
    expect(changesTheSite(testimonial, "draft", "trash")).toBe(false);
    expect(changesTheSite(service, undefined, "draft")).toBe(false);
    expect(changesTheSite(post, "published", "preview")).toBe(false);
    expect(changesTheSite(service, undefined, "discard")).toBe(false);
  });
  it("is any change to the business facts or legal pages, a draft's too", () => {
    expect(changesTheSite(facts, undefined, "draft")).toBe(true);
    expect(changesTheSite({ shape: "fixed", publishingOnly: true }, undefined, "draft")).toBe(true);
  });
  it("is for owners always, and for staff as far as their level goes", () => {
    expect(mayDo({ role: "owner", staffRights: "leads" }, "publishing")).toBe(true);
    expect(mayDo({ role: "staff" }, "publishing")).toBe(true);
    expect(mayDo({ role: "staff", staffRights: "content" }, "content")).toBe(true);
    expect(mayDo({ role: "staff", staffRights: "content" }, "publishing")).toBe(false);
    expect(mayDo({ role: "staff", staffRights: "leads" }, "content")).toBe(false);
  });
});
