import { isRouteErrorResponse } from "react-router";
import { ConnectionScreen } from "~/components/layout/ConnectionScreen";
import { ErrorScreen } from "~/components/layout/ErrorScreen";
import { NotFound } from "~/components/layout/NotFound";
import { OwnersOnlyPage } from "~/components/office/OwnersOnly";
import { isOwnersOnly } from "~/components/office/owners-only";
import { isConnectionFailure } from "~/lib/connection";

/** What an error shows: not found, an owner's page to staff, the page not loaded, or the plain fallback. */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isOwnersOnly(error)) return <OwnersOnlyPage refusal={error.data} />;
  if (isConnectionFailure(error)) return <ConnectionScreen />;
  // Details stay in the server log; visitors get a plain, helpful page.
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen />;
}
