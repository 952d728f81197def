import { useEffect } from "react";
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ConnectionNotice } from "~/components/office/ConnectionNotice";
import { OfficeHeader } from "~/components/office/OfficeHeader";
import type { RouteHandle } from "~/lib/hydration";
import { requireUser } from "~/lib/office.server";
import { announceTypingAfterHydration, keepTypingThroughHydration } from "~/lib/typed-before-hydration";
import officeStyles from "~/office.css?url";

// The frame of every office page behind the sign-in: the office's header instead of the site's.
// Each page's own loader checks the session too, since loaders run side by side.

/** The office's own rules (app/office.css), after the site's stylesheet. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStyles }];

// Every office page runs React in the browser: a post lost in transit then keeps the page and what
// was typed (lib/office-save.ts), where a plain form post would leave it for the browser's error page.
export const handle: RouteHandle = { office: true, hydrate: true };

// Route modules run before React hydrates the page: from here on, what is typed is kept.
keepTypingThroughHydration();

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const { email, role } = await requireUser(request, context);
  return { email, owner: role === "owner" };
};

export default function OfficeLayout({ loaderData: { email, owner } }: Route.ComponentProps) {
  // The layout's effect runs once its page is hydrated (a child's effects run first).
  useEffect(announceTypingAfterHydration, []);
  return (
    <>
      <OfficeHeader email={email} owner={owner} />
      <div className="mx-auto max-w-5xl px-4 py-8 md:px-8">
        <Outlet />
      </div>
      <ConnectionNotice />
    </>
  );
}
