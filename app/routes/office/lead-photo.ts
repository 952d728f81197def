import type { Route } from "./+types/lead-photo";
import type { OfficeHandle } from "~/lib/hydration";
import { leadPhotoFile } from "~/lib/lead-photos.server";

// A photo sent with a lead (app/lib/lead-photos.server.ts): for a signed-in person only. Signed
// out, the address answers 401 with where to sign in, and no image.
export const handle: OfficeHandle = {
  signedOut: { text: "Sign in at /office/sign-in to see the photos sent with a lead." },
};

export const loader = ({ params, context }: Route.LoaderArgs) => leadPhotoFile(params.id, params.name, context);
