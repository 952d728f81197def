import type { Route } from "./+types/leads-csv";
import type { OfficeHandle } from "~/lib/hydration";
import { leadsCsv } from "~/lib/office-leads.server";

/**
 * Signed out, a download link answers 401 and says where to sign in. Every lead at once wants a
 * sign-in within 15 minutes: older, the link goes to sign in again and then downloads.
 */
export const handle: OfficeHandle = {
  signedOut: { text: "Sign in at /office/sign-in to export the leads." },
  recentSignIn: { when: "opening" },
};

export const loader = ({ request, context }: Route.LoaderArgs) => leadsCsv(request, context);
