import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { servicesContext, siteUrlContext } from "~/context";
import { pagePreview, previewContext } from "~/lib/page-preview.server";
import { site } from "#common/site.ts";
import previewStyles from "./preview.css?url";
import { useCspNonce } from "~/lib/csp-nonce";
import { useIsOffice, useShouldHydrate } from "~/lib/hydration";
import { SITE_STYLES_ID } from "#common/site-styles.ts";
import { SITE_ICON_ID, svgDataUrl } from "~/lib/site-icon";
import { BRAND_FONT_SCRIPT_ID, useBrandFontOnEveryPage } from "~/lib/brand-font";
import {
  brandFontPageScript,
  frauncesFont,
  KEPT_PAGE_SCRIPT_ID,
  keptPageScript,
  speculationRules,
} from "~/lib/page-scripts";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { DISCLOSURE_SCRIPT_ID, disclosureScript } from "~/components/layout/useDisclosure";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { isConnectionFailure } from "~/lib/connection";
import { HydrationScripts } from "~/components/layout/HydrationScripts";
import { InlineScript } from "~/components/layout/InlineScript";
import { PagePreview } from "~/components/preview/PagePreview";
import { noteCampaign } from "~/lib/campaign";
import { OFFICE_EARLY_POST_SCRIPT_ID, officeEarlyPostScript } from "~/lib/office-early-post";

/**
 * The stylesheet travels inside each page: no request stands between the HTML and the first
 * paint. Read on the server; in the browser it is read back from the document the server wrote
 * (a copy in the JavaScript would cost hydrating pages its bytes), so that when React draws the
 * document anew (the error screens after a page fails to load in place) it keeps its styles.
 * A content page without script gets the copy cut down to the rules its elements use
 * (server/http/critical-css.ts), and so does a form page, whose start script then links the whole
 * stylesheet before React runs (components/layout/HydrationScripts.tsx): read back, its copy here
 * is the cut one, and the link holds the rest.
 */
const inlineStyles: string = import.meta.env.SSR
  ? (await import("./app.css?inline")).default
  : (document.getElementById(SITE_STYLES_ID)?.textContent ?? "");

/**
 * The site's icon travels inside each page, so the browser has nothing more to fetch once the
 * page has loaded (Lighthouse counts an icon request that ends before the largest paint in it).
 * In the browser it is read back from the document the server wrote, so the scripts need not
 * carry a second copy; React then finds the same link in the head when it hydrates. The same
 * drawing as a picture, /apple-touch-icon.png, is made at build (scripts/touch-icon.ts).
 */
const faviconInline = import.meta.env.SSR
  ? svgDataUrl((await import("./assets/favicon.svg?raw")).default)
  : (document.getElementById(SITE_ICON_ID)?.getAttribute("href") ?? undefined);

/** A page in preview mode, `?preview=<id>`, for a signed-in person (app/lib/page-preview.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [pagePreview];

/**
 * The business facts the header, footer and contact blocks of every page show (edited at
 * /office/facts; in the facts' preview, as kept as a draft), the item previewed, if any, and the
 * site's origin every page's `meta` starts its absolute addresses with (app/lib/seo.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const preview = context.get(previewContext);
  return {
    facts: await context.get(servicesContext).facts.shown(),
    // Only when there is one: every page's data carries this object, and the home page's is near its budget.
    ...(preview && { preview }),
    siteUrl: context.get(siteUrlContext),
  };
}

/** The facts change only when the owner saves them, the preview when the address names another item. */
export const shouldRevalidate = ({
  formAction,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  formAction === "/office/facts" || currentUrl.searchParams.get("preview") !== nextUrl.searchParams.get("preview")
    ? defaultShouldRevalidate
    : false;

export function Layout({ children }: { children: React.ReactNode }) {
  const shouldHydrate = useShouldHydrate();
  // The office draws its own header (app/routes/office/layout.tsx); the site's is for visitors.
  const office = useIsOffice();
  const nonce = useCspNonce();
  // Undefined on an error page whose root loader failed.
  const preview = useRouteLoaderData<typeof loader>("root")?.preview;
  const page = (
    <>
      {!office && <SiteHeader />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {!office && <SiteFooter />}
    </>
  );
  return (
    // The brand-font script may add its class before React hydrates the page.
    <html lang="en-US" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2d4a3e" />
        {!office && !shouldHydrate ? (
          // The three below as one, with where a visitor came from, for the enquiry they may send
          // (lib/campaign.ts): React notes that on the pages it runs.
          <InlineScript id={KEPT_PAGE_SCRIPT_ID} source={keptPageScript} />
        ) : (
          <>
            {/* Before the stylesheet applies: whether headings are set in the brand face (lib/brand-font.ts). */}
            <InlineScript id={BRAND_FONT_SCRIPT_ID} source={brandFontPageScript} />
            {/* The header's menus close on Escape and a click outside, on pages with no script file too. */}
            {!office && <InlineScript id={DISCLOSURE_SCRIPT_ID} source={disclosureScript} />}
            {/* A form sent in the office before its script runs is a post on its way (lib/office-early-post.ts). */}
            {office && <InlineScript id={OFFICE_EARLY_POST_SCRIPT_ID} source={officeEarlyPostScript} />}
          </>
        )}
        <link id={SITE_ICON_ID} rel="icon" href={faviconInline} type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="alternate" type="application/rss+xml" title={`${site.name} blog`} href="/blog/rss.xml" />
        <style
          id={SITE_STYLES_ID}
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: inlineStyles }}
        />
        {/* The office is never indexed (its server also says so in X-Robots-Tag). */}
        {office && <meta name="robots" content="noindex, nofollow" />}
        <Meta />
        {/* The nonce given in both renders: in development the server's <Links> writes its copy of
            the page's CSS (the critical CSS) with the nonce it gets from <ServerRouter>, which the
            browser's <Links> lacks; React then reports that attribute as a hydration mismatch. */}
        <Links nonce={nonce} />
        {/* Never in a search engine (the header says so too); the band's and frames' own rules. */}
        {preview && <meta name="robots" content="noindex, nofollow" />}
        {preview && <link rel="stylesheet" href={previewStyles} />}
        <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: speculationRules }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-forest px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        {preview ? <PagePreview {...preview}>{page}</PagePreview> : page}
        {/* Only on pages whose route asks for React in the browser (app/lib/hydration.ts). */}
        {shouldHydrate && (
          <>
            <ScrollRestoration />
            <HydrationScripts />
          </>
        )}
      </body>
    </html>
  );
}

// Error pages have no route meta of their own; this titles them.
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    {
      title: `${notFound ? "Page not found" : isConnectionFailure(error) ? "Page not loaded" : "Unexpected Application Error!"} | ${site.name}`,
    },
    { name: "robots", content: "noindex" },
  ];
};

export default function App() {
  useBrandFontOnEveryPage(frauncesFont);
  useEffect(() => {
    // Marks the moment interactive behaviour is live (tests and styles can rely on it).
    document.documentElement.dataset.hydrated = "true";
    // The campaign this visit came from, for the enquiry it may lead to (app/lib/campaign.ts).
    if (!location.pathname.startsWith("/office")) noteCampaign();
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
