import type { Route } from "./+types/leads-csv";
import type { OfficeHandle } from "~/lib/hydration";
import { leadsCsv } from "~/lib/office-leads.server";

/** Signed out, a download link answers 401 and says where to sign in. */
export const handle: OfficeHandle = { signedOut: { text: "Sign in at /office/sign-in to export the leads." } };

export const loader = ({ context }: Route.LoaderArgs) => leadsCsv(context);
