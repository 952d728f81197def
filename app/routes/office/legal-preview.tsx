import type { Route } from "./+types/legal-preview";
import { site } from "#common/site.ts";
import { LegalArticle } from "~/components/legal/LegalArticle";
import { PagePreview } from "~/components/office/content/PagePreview";
import { legalPreview } from "~/lib/office-legal.server";
import officeStyles from "~/office.css?url";

// A legal page as the site shows it, inside the site's own frame (no office layout). Signed in
// only; never cached or indexed (server/http/office-guard.ts).

/** The preview's banner is styled by the office's stylesheet (app/office.css). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStyles }];

export const loader = ({ request, context, params }: Route.LoaderArgs) => legalPreview(request, context, params);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.page.title ?? "legal page"} | ${site.shortName} office` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function LegalPreview({ loaderData }: Route.ComponentProps) {
  return (
    <PagePreview
      status="published"
      hasChanges={loaderData.hasChanges}
      editLink={`/office/legal/${loaderData.id}`}
      title={loaderData.page.title}
    >
      <LegalArticle page={loaderData.page} />
    </PagePreview>
  );
}
