import { useEffect } from "react";
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ConnectionNotice } from "~/components/office/ConnectionNotice";
import { KeptTyping } from "~/components/office/KeptTyping";
import { OfficeHeader } from "~/components/office/OfficeHeader";
import type { OfficeHandle } from "~/lib/hydration";
import { contentMenu } from "~/lib/office-kinds.server";
import { officeShell, personSignedIn, rightsOf } from "~/lib/office.server";
import { announceTypingAfterHydration, keepTypingThroughHydration } from "~/lib/typed-before-hydration";
import officeStyles from "~/office.css?url";

// The shell of every /office address: its middleware reads the session once and holds each
// request to what the matched route declares (`handle.access`); signed in, the office's header
// instead of the site's.

export const middleware: Route.MiddlewareFunction[] = [officeShell];

/** The office's own rules (app/office.css), after the site's stylesheet. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStyles }];

// Every office page runs React in the browser: a post lost in transit then keeps the page and what
// was typed (lib/office-save.ts), where a plain form post would leave it for the browser's error page.
export const handle: OfficeHandle = { office: true, hydrate: true };

// Route modules run before React hydrates the page: from here on, what is typed is kept.
keepTypingThroughHydration();

export const loader = ({ context }: Route.LoaderArgs) => {
  const person = personSignedIn(context);
  // What the person may do (server/office/rights.ts): the menu and the forms leave out what the server would refuse.
  return (
    person && { email: person.email, owner: person.role === "owner", content: contentMenu, rights: rightsOf(person) }
  );
};

export default function OfficeLayout({ loaderData: person }: Route.ComponentProps) {
  // The layout's effect runs once its page is hydrated (a child's effects run first).
  useEffect(announceTypingAfterHydration, []);
  // Signed out (the sign-in page): the page alone.
  if (!person) return <Outlet />;
  return (
    <>
      <OfficeHeader {...person} />
      <div className="mx-auto max-w-5xl px-4 py-8 md:px-8">
        <KeptTyping />
        <Outlet />
      </div>
      <ConnectionNotice />
    </>
  );
}
