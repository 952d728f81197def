// React Router's Node entry, with one change: the per-request CSP nonce from the HTTP server
// (server/http/security-headers.ts) goes to <ServerRouter>, which hands it to every inline script
// React Router writes, to React's own streaming scripts, and (through CspNonceContext) to the
// inline style and scripts of our own components. And a second: a public page React runs is
// rendered whole and sent with its own stylesheet (server/http/critical-css.ts).
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { cspNonceContext } from "./context.ts";
import { CspNonceContext } from "./lib/csp-nonce.ts";
import type { RouteHandle } from "./lib/hydration.ts";
import { hydratingPageWithOwnStyles } from "../server/http/critical-css.ts";

export const streamTimeout = 5_000;

/**
 * Whether the page is a public one React runs, rendered for this request (the form pages, the
 * client's signing pages): their whole document, first paint included, comes down a phone's
 * connection in one round trip only when it fits the first 14.6 KB TCP sends, and the site's whole
 * stylesheet is 7 KB of brotli of it. Not the office's: its pages are judged by the time each
 * request takes, and vary too much to remember their cuts. Not a page kept in memory (rendered
 * without a nonce: its scripts are allowed by hash), whose cut server/http/published-pages.ts
 * makes. In development the stylesheet is Vite's, and the page streams as it renders.
 */
function cutsStylesheet({ staticHandlerContext }: EntryContext, nonce: string | undefined) {
  if (import.meta.env.DEV || nonce === undefined) return false;
  const handles = staticHandlerContext.matches.map((match) => match.route.handle as RouteHandle | undefined);
  return handles.some((handle) => handle?.hydrate) && !handles.some((handle) => handle?.office);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) ?? undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // The stylesheet is cut to the rules of the whole document, so such a page is sent once it is
    // all rendered (no public page React runs has a Suspense boundary to wait for: the shell is all).
    const ownStylesheet = cutsStylesheet(routerContext, nonce);
    // Crawlers and prerendering wait for the whole page; visitors get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || ownStylesheet ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>,
      {
        // For styles too: React writes a component's own <style> (a project page's photos, with
        // `precedence`) with the nonce only when the render is given it for styles.
        nonce: nonce && { script: nonce, style: nonce },
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          if (ownStylesheet) {
            text(body)
              .then(
                (html) =>
                  new Response(hydratingPageWithOwnStyles(html), {
                    headers: responseHeaders,
                    status: responseStatusCode,
                  }),
              )
              .then(resolve, reject);
            return;
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; later ones are logged here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
