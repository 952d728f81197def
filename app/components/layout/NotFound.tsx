import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { useCspNonce } from "~/lib/csp-nonce";

// The spec asks for the visited path in the console, to spot broken inbound links.
const LOG_MESSAGE = "404 Error: User attempted to access non-existent route:";

/**
 * A 404 page loads no React, so a tiny inline script (allowed by the page's CSP nonce) writes
 * the log; after an in-app navigation from a hydrated page, where React inserts that script
 * inert, the effect writes it instead.
 */
export function NotFound() {
  const { pathname } = useLocation();
  const nonce = useCspNonce();
  useEffect(() => {
    // The visited path goes to the console, to spot broken inbound links (requirements R3).
    console.error(LOG_MESSAGE, pathname);
  }, [pathname]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-5 py-24 text-center md:py-32">
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: `console.error(${JSON.stringify(LOG_MESSAGE)}, location.pathname)` }}
      />
      <p className="font-serif text-7xl text-brass-dark">404</p>
      <h1 className="mt-4 text-title">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-muted">
        The page you were looking for has moved or never existed. Let's get you back on solid ground.
      </p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </div>
  );
}
