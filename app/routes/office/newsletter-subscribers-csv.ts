import type { Route } from "./+types/newsletter-subscribers-csv";
import type { OfficeHandle } from "~/lib/hydration";
import { subscribersCsv } from "~/lib/office-newsletter.server";

/**
 * Every subscriber's address and consent, downloaded: as with the leads, signed out the link
 * answers 401 and says where to sign in, and it wants a sign-in within 15 minutes.
 */
export const handle: OfficeHandle = {
  right: "content",
  signedOut: { text: "Sign in at /office/sign-in to export the subscribers." },
  recentSignIn: { when: "opening" },
};

export const loader = ({ context }: Route.LoaderArgs) => subscribersCsv(context);
