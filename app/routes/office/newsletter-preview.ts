import type { Route } from "./+types/newsletter-preview";
import type { OfficeHandle } from "~/lib/hydration";
import { previewResponse } from "~/lib/office-newsletter.server";

// The letter exactly as a subscriber gets it (HTML, or ?format=text for the plain-text part), for
// the frames of the compose page. server/http/app.ts lets only the office's own pages frame it.
// The newsletter is content: staff draft it only with the right to (server/office/rights.ts).
export const handle: OfficeHandle = { right: "content" };

export const loader = ({ request, context, params }: Route.LoaderArgs) => previewResponse(request, context, params);
