import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { site } from "#common/site.ts";
import frauncesFont from "./assets/fonts/fraunces-text.woff2?url";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { NotFound } from "~/components/layout/NotFound";
import { ErrorScreen } from "~/components/layout/ErrorScreen";

// The stylesheet first: React Router lists route links before its script preloads, and a
// stylesheet queued behind twenty scripts would hold back the first paint.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "preload", href: frauncesFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2d4a3e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title={`${site.name} blog`} href="/blog/rss.xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-forest px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// Error pages have no route meta of their own; this titles them.
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: `${notFound ? "Page not found" : "Unexpected Application Error!"} | ${site.name}` }, { name: "robots", content: "noindex" }];
};

export default function App() {
  useEffect(() => {
    // Marks the moment interactive behaviour is live (tests and styles can rely on it).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // Details stay in the server log; visitors get a plain, helpful page.
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen />;
}
