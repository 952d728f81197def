import { useLocation } from "react-router";

/** Shown when the next page could not be fetched: nothing failed on the site's side; trying again loads it whole. */
export function ConnectionScreen() {
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-5 py-24 text-center md:py-32">
      <h1 className="text-title">This page could not be loaded</h1>
      <p className="mt-4 text-lg text-muted">
        The connection failed on the way, so nothing reached us. Check that you are online, then try again.
      </p>
      <a
        href={`${pathname}${search}`}
        className="mt-8 inline-block font-semibold text-forest underline underline-offset-4"
      >
        Try again
      </a>
    </div>
  );
}
