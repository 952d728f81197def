import { useEffect, useRef } from "react";
import { NavLink, PrefetchPageLinks, useFetcher, useLocation } from "react-router";
import { site } from "#common/site.ts";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/** `publishing`: a place only for those who may publish (the business facts, the legal pages). */
type MenuLink = { to: string; label: string; end?: boolean; publishing?: boolean };
/** The office's places in five groups, so that a desktop header is one row and a phone's menu a short list. */
type MenuGroup = { label: string; links: MenuLink[] };

/** What the person may do beyond leads and the calendar (server/office/rights.ts); the menu leaves out the rest. */
type Rights = { content: boolean; publishing: boolean };

function menuGroups(owner: boolean, content: MenuLink[], rights: Rights): MenuGroup[] {
  const groups: MenuGroup[] = [
    {
      label: "Leads",
      links: [
        { to: "/office", label: "Start", end: true },
        { to: "/office/leads", label: "Leads" },
        { to: "/office/sources", label: "Sources" },
      ],
    },
    {
      label: "Calendar",
      links: [
        { to: "/office/calendar", label: "Calendar" },
        { to: "/office/availability", label: "Hours" },
      ],
    },
    { label: "Site", links: rights.content ? content.filter((link) => rights.publishing || !link.publishing) : [] },
    { label: "Newsletter", links: rights.content ? [{ to: "/office/newsletter", label: "Newsletter" }] : [] },
    {
      label: "Settings",
      links: [
        { to: "/office/summary", label: "Daily summary" },
        { to: "/office/passkeys", label: "Passkeys" },
        // The owners' pages.
        ...(owner
          ? [
              { to: "/office/people", label: "People" },
              { to: "/office/audit", label: "Log" },
            ]
          : []),
      ],
    },
  ];
  return groups.filter((group) => group.links.length > 0);
}

const inGroup = (group: MenuGroup, pathname: string) =>
  group.links.some(({ to, end }) => pathname === to || (!end && pathname.startsWith(`${to}/`)));

function PlaceLink({ to, label, end = false }: Omit<MenuLink, "publishing">) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn("inline-block py-2 underline-offset-4 hover:underline", isActive && "font-semibold underline")
      }
    >
      {label}
    </NavLink>
  );
}

/**
 * The office's own header: where one is, the places to go (the content's, `content`, from its
 * kinds' declarations), who is signed in, and signing out (plain forms). On a desktop the places
 * are five groups in one row, each opening its own list (native <details>, no script; one open at
 * a time); on a phone they fold into one Menu, grouped under the same names, so the page starts on
 * the first screen.
 */
export function OfficeHeader({
  email,
  owner,
  content,
  rights,
}: {
  email: string;
  owner: boolean;
  content: MenuLink[];
  rights: Rights;
}) {
  // A new page (opened in place when React runs) starts with the menu folded.
  const { pathname } = useLocation();
  const groups = menuGroups(owner, content, rights);
  const headerRef = useRef<HTMLElement>(null);
  // With JavaScript a tap outside an open group's list closes it, as a menu does.
  useEffect(() => {
    const closeOthers = (event: PointerEvent) => {
      for (const open of headerRef.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? [])
        if (!open.contains(event.target as Node)) open.open = false;
    };
    document.addEventListener("pointerdown", closeOthers);
    return () => document.removeEventListener("pointerdown", closeOthers);
  }, []);
  // A fetcher's form (a plain post without JavaScript): with it, a post that gets no answer leaves
  // the page where it is, rather than going to the sign-out address, which has nothing to show.
  // Its route's code is fetched ahead (PrefetchPageLinks, below): offline, React Router could not
  // load it at the press, and would reload the whole page, to the browser's offline screen. Only
  // once the page runs: in the server's HTML those preloads (the framework's 94 KB among them)
  // would share a phone's line with the page itself and hold back its first paint.
  const signOut = useFetcher();
  const hydrated = useHydrated();
  const phoneMenu = (
    <nav aria-label="Office">
      {groups.map((group) => (
        <section key={group.label} aria-label={group.label} className="border-t border-paper/30 pt-2 first:border-t-0">
          <p className="text-sm font-semibold tracking-wide text-paper/80 uppercase">{group.label}</p>
          <ul className="flex flex-wrap gap-x-4">
            {group.links.map((link) => (
              <li key={link.to}>
                <PlaceLink {...link} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
  const desktopMenu = (
    <nav aria-label="Office" key={pathname}>
      <ul className="flex items-center gap-x-2">
        {groups.map((group) => {
          const here = inGroup(group, pathname);
          const [only] = group.links;
          return (
            <li key={group.label} className="relative">
              {group.links.length === 1 && only ? (
                <PlaceLink {...only} />
              ) : (
                <details name="office-places">
                  <summary
                    className={cn(
                      "flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-full px-3 hover:bg-paper/10 [&::-webkit-details-marker]:hidden",
                      here && "font-semibold underline underline-offset-4",
                    )}
                  >
                    {group.label}
                    <span aria-hidden="true">▾</span>
                  </summary>
                  <ul className="absolute start-0 top-full z-10 mt-1 min-w-48 rounded-lg border border-line bg-forest px-4 py-2 shadow-lg">
                    {group.links.map((link) => (
                      <li key={link.to}>
                        <PlaceLink {...link} />
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
  const signOutButton = (
    <button type="submit" className="min-h-11 rounded-full border border-paper/80 px-4 hover:bg-paper hover:text-ink">
      Sign out
    </button>
  );
  const everywhereButton = (
    <button type="submit" name="everywhere" value="1" className="min-h-11 underline underline-offset-4">
      Sign out everywhere
    </button>
  );
  return (
    <header className="relative border-b border-line bg-forest text-paper" ref={headerRef}>
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 md:px-8">
        <p className="font-semibold">{site.shortName} office</p>
        <details key={pathname} className="ms-auto sm:hidden">
          <summary className="flex min-h-11 cursor-pointer list-none items-center rounded-full border border-paper/80 px-4 font-semibold [&::-webkit-details-marker]:hidden">
            Menu
          </summary>
          <div className="absolute inset-x-0 top-full z-10 flex flex-col gap-3 border-b border-line bg-forest px-4 pb-4 shadow-lg">
            {phoneMenu}
            <signOut.Form method="post" action="/office/sign-out" className="flex flex-wrap items-center gap-3 text-sm">
              <span className="wrap-anywhere">{email}</span>
              {signOutButton}
              {everywhereButton}
            </signOut.Form>
          </div>
        </details>
        <div className="hidden sm:contents">
          {desktopMenu}
          <signOut.Form method="post" action="/office/sign-out" className="ms-auto flex items-center gap-2 text-sm">
            <details name="office-places" className="relative" key={pathname}>
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-full px-3 hover:bg-paper/10 [&::-webkit-details-marker]:hidden">
                You
                <span aria-hidden="true">▾</span>
              </summary>
              <div className="absolute end-0 top-full z-10 mt-1 flex w-max max-w-xs flex-col items-start gap-1 rounded-lg border border-line bg-forest px-4 py-3 shadow-lg">
                <span className="wrap-anywhere">Signed in as {email}</span>
                {everywhereButton}
              </div>
            </details>
            {signOutButton}
          </signOut.Form>
        </div>
      </div>
      {hydrated && <PrefetchPageLinks page="/office/sign-out" />}
    </header>
  );
}
