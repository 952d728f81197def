// The office's shell finds what a route declares by the pattern React Router hands middleware:
// checked here against React Router's own matching, for each kind of office address.
import { createStaticHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { handlesByPattern } from "../../server/http/route-handles.ts";

type Entry = { id: string; parentId?: string; path?: string; index?: boolean; handle?: unknown };
// The shape of app/routes.ts: the root, the office's pathless layout under prefix("office"), its pages.
const entries: Entry[] = [
  { id: "root", path: "", handle: { hydrate: false } },
  { id: "home", parentId: "root", index: true, handle: { hydrate: true } },
  { id: "layout", parentId: "root", handle: { office: true } },
  { id: "office", parentId: "layout", path: "office", index: true },
  { id: "sign-in", parentId: "layout", path: "office/sign-in", handle: { access: "anyone" } },
  { id: "csv", parentId: "layout", path: "office/leads.csv", handle: { signedOut: { text: "Sign in." } } },
  { id: "lead", parentId: "layout", path: "office/leads/:id" },
  { id: "people", parentId: "layout", path: "office/people", handle: { access: "owner" } },
];
const build = {
  routes: Object.fromEntries(entries.map(({ handle, ...route }) => [route.id, { ...route, module: { handle } }])),
} as unknown as ServerBuild;
const handleOf = handlesByPattern(build);

/** The pattern React Router gives the layout's middleware for a request to `path`. */
async function patternFor(path: string) {
  let seen = "";
  const route = (entry: Entry): object => ({
    id: entry.id,
    path: entry.path,
    index: entry.index,
    loader: () => null,
    ...(entry.id === "layout" && { middleware: [({ pattern }: { pattern: string }) => void (seen = pattern)] }),
    children: entry.index ? undefined : entries.filter((child) => child.parentId === entry.id).map(route),
  });
  const handler = createStaticHandler([route(entries[0]!)] as never);
  const request = new Request(`http://site.test${path}`);
  // As the framework's server runs a document request: the middleware first, then the loaders.
  await handler.query(request, {
    requestContext: new RouterContextProvider(),
    generateMiddlewareResponse: async (query) => (await query(request), new Response()),
  });
  return seen;
}

describe("a route's handle by the pattern middleware sees", () => {
  it("finds each office page's declaration as React Router matches its address", async () => {
    expect(handleOf(await patternFor("/office/sign-in"))).toEqual({ access: "anyone" });
    expect(handleOf(await patternFor("/office/leads.csv"))).toEqual({ signedOut: { text: "Sign in." } });
    expect(handleOf(await patternFor("/office/people/"))).toEqual({ access: "owner" });
  });
  it("gives nothing for a page that declares nothing, not its layout's handle", async () => {
    expect(await patternFor("/office/leads/12")).not.toBe("");
    expect(handleOf(await patternFor("/office/leads/12"))).toBeUndefined();
    expect(handleOf(await patternFor("/office"))).toBeUndefined();
  });
  it("keeps the site's home page apart from the pathless layout beside it", () => {
    expect(handleOf("/")).toEqual({ hydrate: true });
  });
});
