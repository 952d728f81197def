import { useMatches } from "react-router";
import type { Right } from "../../server/office/rights.ts";

/**
 * What a route module's `handle` export may say about the page. A page loads React in the
 * browser only when one of its matched routes asks for it with `hydrate: true`: the rest are
 * complete as server-rendered HTML (links, native details menus, plain form posts) and ship no
 * script at all. The pattern of Remix's on-demand hydration example and remix-utils'
 * useShouldHydrate.
 */
export type RouteHandle = { hydrate?: boolean; office?: boolean };

/**
 * What an office route declares to the office's shell (lib/office.server.ts `officeShell`): who
 * may open it (a signed-in person unless it says `anyone`, or only an `owner`), and for an
 * endpoint a script or tool calls, the 401 it answers signed out instead of the sign-in page.
 */
export type OfficeHandle = RouteHandle & {
  access?: "anyone" | "signed-in" | "owner";
  /** What a staff member needs beyond signing in, to open the page or post to it (server/office/rights.ts). */
  right?: Right;
  /** The page's heading, shown above the refusal when only an owner may open it. */
  title?: string;
  signedOut?: { json: string; text?: never } | { text: string; json?: never };
  /**
   * For the actions that matter most: a sign-in within the last 15 minutes, or the shell sends the
   * person to sign in again and back to this page. `when` it is asked: on a post (the page itself
   * opens as ever), or on opening the address (a download). `keep`: by the posted form's `intent`,
   * the fields carried back in the page's address, so the form holds what was typed.
   */
  recentSignIn?: { when: "posting" | "opening"; keep?: Record<string, readonly string[]> };
};

/**
 * Whether the document should carry React Router's scripts. In the browser the answer is always
 * yes: React only runs there on a page that asked for it, and once running it keeps its scroll
 * handling for every later in-app navigation, whatever that route's handle says.
 */
export function useShouldHydrate(): boolean {
  const matches = useMatches();
  if (typeof document !== "undefined") return true;
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}

/** Whether the page is one of the office's (a matched route's handle says `office: true`). */
export function useIsOffice(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.office === true);
}
