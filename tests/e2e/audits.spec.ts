// Audits of every page as the production server sends it: valid HTML (html-validate with the
// repository's .htmlvalidate.json) and no broken internal link, asset or share image.
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { contentPaths, formPaths } from "../../app/content/pages.server";
import { siteUrl } from "../../playwright.config";
import { expect, test } from "./fixtures";

const pages = [...contentPaths(), ...formPaths()];
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** Every same-origin URL a document refers to: links, scripts, styles, images, video, share image. */
function referencedUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [, value] of html.matchAll(/\s(?:href|src|poster|content)="([^"]+)"/g)) urls.add(value!);
  for (const [, value] of html.matchAll(/\s(?:srcset|imagesrcset)="([^"]+)"/gi)) {
    for (const candidate of value!.split(",")) urls.add(candidate.trim().split(/\s+/)[0]!);
  }
  return [...urls]
    .map((url) => url.replaceAll("&amp;", "&"))
    .map((url) => (url.startsWith(siteUrl) ? url.slice(siteUrl.length) || "/" : url))
    .filter((url) => url.startsWith("/") && !url.startsWith("//"))
    .map((url) => url.split("#")[0]!);
}

const describe = (messages: Message[]) =>
  messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`);

test("every page, and the 404 page, is valid HTML", async ({ request }) => {
  for (const path of [...pages, "/no/such/page"]) {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, `${path}.html`);
    expect(describe(report.results.flatMap((result) => result.messages)), path).toEqual([]);
  }
});

test("every page has its own title and description", async ({ request }) => {
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
    for (const [kind, value] of [
      ["title", title],
      ["description", description],
    ] as const) {
      expect(value, `${kind} of ${path}`).toBeTruthy();
      expect(seen[kind].get(value!), `${path} repeats the ${kind} of ${seen[kind].get(value!)}`).toBeUndefined();
      seen[kind].set(value!, path);
    }
  }
});

test("no page refers to a missing page, asset, image, video or share image", async ({ request }) => {
  const referenced = new Map<string, string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    for (const url of referencedUrls(html)) if (!referenced.has(url)) referenced.set(url, path);
  }
  expect(referenced.size).toBeGreaterThan(200);
  for (const [url, from] of referenced) {
    const response = await request.head(url);
    expect(response.status(), `${url} (first seen on ${from})`).toBe(200);
  }
});
