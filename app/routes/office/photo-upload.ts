import type { Route } from "./+types/photo-upload";
import type { OfficeHandle } from "~/lib/hydration";
import { photoUpload } from "~/lib/office-form.server";

// One photo from the project form's script: POST /office/photos (multipart, field `photo`), signed
// in and from the office's own pages (server/http/office-guard.ts). Answers 201 with the photo's
// reference and preview, 400 with the reason a file is refused, 401 when signed out.

export const handle: OfficeHandle = {
  right: "content",
  signedOut: { json: "You were signed out: sign in again, then add the photo." },
};

export const action = ({ request, context }: Route.ActionArgs) => photoUpload(request, context);
