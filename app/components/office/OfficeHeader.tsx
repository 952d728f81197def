import { NavLink, PrefetchPageLinks, useFetcher, useLocation } from "react-router";
import { site } from "#common/site.ts";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

type MenuLink = { to: string; label: string; end?: boolean };
const work: MenuLink[] = [
  { to: "/office", label: "Start", end: true },
  { to: "/office/leads", label: "Leads" },
  { to: "/office/sources", label: "Sources" },
  { to: "/office/calendar", label: "Calendar" },
  { to: "/office/availability", label: "Hours" },
];
const tools: MenuLink[] = [
  { to: "/office/newsletter", label: "Newsletter" },
  { to: "/office/passkeys", label: "Passkeys" },
];
/** The owners' pages besides. */
const ownerLinks: MenuLink[] = [
  { to: "/office/people", label: "People" },
  { to: "/office/audit", label: "Log" },
];

/**
 * The office's own header: where one is, the places to go (the content's, `content`, from its
 * kinds' declarations), who is signed in, and signing out
 * (plain forms). On a phone they fold into a Menu (a native <details>, no script) so the page
 * starts on the first screen.
 */
export function OfficeHeader({ email, owner, content }: { email: string; owner: boolean; content: MenuLink[] }) {
  // A new page (opened in place when React runs) starts with the menu folded.
  const { pathname } = useLocation();
  // A fetcher's form (a plain post without JavaScript): with it, a post that gets no answer leaves
  // the page where it is, rather than going to the sign-out address, which has nothing to show.
  // Its route's code is fetched ahead (PrefetchPageLinks, below): offline, React Router could not
  // load it at the press, and would reload the whole page, to the browser's offline screen. Only
  // once the page runs: in the server's HTML those preloads (the framework's 94 KB among them)
  // would share a phone's line with the page itself and hold back its first paint.
  const signOut = useFetcher();
  const hydrated = useHydrated();
  const menu = (
    <>
      <nav aria-label="Office">
        <ul className="flex flex-wrap gap-x-4">
          {[...work, ...content, ...tools, ...(owner ? ownerLinks : [])].map(({ to, label, end = false }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn("inline-block py-2 underline-offset-4 hover:underline", isActive && "font-semibold underline")
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <signOut.Form
        method="post"
        action="/office/sign-out"
        className="ms-auto flex flex-wrap items-center gap-3 text-sm"
      >
        <span className="wrap-anywhere">{email}</span>
        <button
          type="submit"
          className="min-h-11 rounded-full border border-paper/80 px-4 hover:bg-paper hover:text-ink"
        >
          Sign out
        </button>
        <button type="submit" name="everywhere" value="1" className="min-h-11 underline underline-offset-4">
          Sign out everywhere
        </button>
      </signOut.Form>
    </>
  );
  return (
    <header className="relative border-b border-line bg-forest text-paper">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 md:px-8">
        <p className="font-semibold">{site.shortName} office</p>
        <details key={pathname} className="ms-auto sm:hidden">
          <summary className="flex min-h-11 cursor-pointer list-none items-center rounded-full border border-paper/80 px-4 font-semibold [&::-webkit-details-marker]:hidden">
            Menu
          </summary>
          <div className="absolute inset-x-0 top-full z-10 flex flex-col gap-3 border-b border-line bg-forest px-4 pb-4 shadow-lg">
            {menu}
          </div>
        </details>
        <div className="hidden sm:contents">{menu}</div>
      </div>
      {hydrated && <PrefetchPageLinks page="/office/sign-out" />}
    </header>
  );
}
