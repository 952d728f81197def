import type { Route } from "./+types/service-preview";
import { site } from "#common/site.ts";
import { PagePreview } from "~/components/office/content/PagePreview";
import { ServiceArticle } from "~/components/services/ServiceArticle";
import { servicePreview } from "~/lib/office-services.server";
import officeStyles from "~/office.css?url";

// A service's page as the site shows it, inside the site's own frame (no office layout). Signed in
// only; never cached or indexed (server/http/office-guard.ts).

/** The preview's banner is styled by the office's stylesheet (app/office.css). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStyles }];

export const loader = ({ request, context, params }: Route.LoaderArgs) => servicePreview(request, context, params);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.service.title ?? "service"} | ${site.shortName} office` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ServicePreview({ loaderData }: Route.ComponentProps) {
  return (
    <PagePreview
      status="published"
      hasChanges={loaderData.hasChanges}
      editLink={`/office/services/${loaderData.id}`}
      title={loaderData.service.title}
    >
      <ServiceArticle service={loaderData.service} />
    </PagePreview>
  );
}
