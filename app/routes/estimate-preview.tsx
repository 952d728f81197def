import { useLocation } from "react-router";
import type { Route } from "./+types/estimate-preview";
import { ClientEstimate } from "~/components/estimates/ClientEstimate";
import { estimatePreview, estimatePreviewAction, estimatePreviewPage } from "~/lib/estimate-preview.server";
import { signingHandle, signingLinks, signingMeta } from "~/lib/signing-page";
import { estimatePreviewPath } from "#common/office.ts";

// A draft estimate previewed as its client will see it once sent (/estimates/preview/<id>), for
// the office only: the client's page under the preview's band, or (`widths`) framed at a phone's
// width and a desktop's. See lib/estimate-preview.server.ts.

export const middleware: Route.MiddlewareFunction[] = [estimatePreview];

export const loader = ({ context }: Route.LoaderArgs) => estimatePreviewPage(context);
export const action = ({ request, context }: Route.ActionArgs) => estimatePreviewAction(request, context);

export const handle = signingHandle;

export const links: Route.LinksFunction = signingLinks;

export const meta: Route.MetaFunction = signingMeta("Preview of your estimate");

export default function EstimatePreview({ loaderData: { id, status, view }, actionData }: Route.ComponentProps) {
  // Inside the preview's frames, its forms answer inside them too.
  const framed = new URLSearchParams(useLocation().search).has("framed");
  return (
    <ClientEstimate
      view={view}
      status={status}
      action={`${estimatePreviewPath(id)}${framed ? "?framed" : ""}`}
      answer={actionData}
    />
  );
}
