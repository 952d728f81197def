// What each route declares in its `handle`, found by the pattern React Router hands middleware
// (`office/leads/:id`): the office's shell reads its routes' access rules this way, since
// middleware is told the matched pattern but not the matched routes' modules.
import type { ServerBuild } from "react-router";

/**
 * Each route's `handle` by its full pattern, its own and its parents' paths joined as React Router
 * joins them for middleware's `pattern` (slashes at either end do not count).
 */
export function handlesByPattern(build: ServerBuild): (pattern: string) => unknown {
  const key = (pattern: string) => pattern.replace(/\/+/g, "/").replace(/^\/|\/$/g, "");
  const pathOf = (id: string | undefined): string => {
    const route = id === undefined ? undefined : build.routes[id];
    return route ? `${pathOf(route.parentId)}/${route.path ?? ""}` : "";
  };
  const table = new Map<string, unknown>();
  for (const [id, route] of Object.entries(build.routes)) {
    // A layout shares its pattern with its index page and its parent: the page's handle is the one meant.
    if (route?.module.handle !== undefined && (route.index || !table.has(key(pathOf(id)))))
      table.set(key(pathOf(id)), route.module.handle);
  }
  return (pattern) => table.get(key(pattern));
}
