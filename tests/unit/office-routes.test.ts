// Every /office address sits in the office's shell (app/routes/office/layout.tsx), whose middleware
// is the one place the session is checked: a route added beside it would be open to anyone.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";

const OFFICE_LAYOUT = "routes/office/layout.tsx";

/** Each route with its full path and whether the office's layout is among its parents. */
function flatten(entries: RouteConfigEntry[], parentPath = "", inShell = false): { path: string; inShell: boolean }[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const shell = inShell || entry.file === OFFICE_LAYOUT;
    return [{ path, inShell: shell }, ...flatten(entry.children ?? [], path, shell)];
  });
}

describe("the office's routes", () => {
  const all = flatten(routes);
  it("all sit under the office's layout, and nothing else does", () => {
    const office = all.filter((route) => /^office(\/|\.|$)/.test(route.path));
    expect(office.length).toBeGreaterThan(20);
    expect(office.filter((route) => !route.inShell).map((route) => route.path)).toEqual([]);
    expect(all.filter((route) => route.inShell && route.path && !/^office(\/|\.|$)/.test(route.path))).toEqual([]);
  });
});
