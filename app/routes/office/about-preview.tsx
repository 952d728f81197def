import type { Route } from "./+types/about-preview";
import { site } from "#common/site.ts";
import { AboutArticle } from "~/components/about/AboutArticle";
import { PagePreview } from "~/components/office/content/PagePreview";
import { aboutPreview } from "~/lib/office-about.server";
import officeStyles from "~/office.css?url";

// The about page as the site will show it, with its changes kept as a draft, inside the site's own
// frame (no office layout). Signed in only; never cached or indexed (server/http/office-guard.ts).

/** The preview's banner is styled by the office's stylesheet (app/office.css). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStyles }];

export const loader = ({ request, context }: Route.LoaderArgs) => aboutPreview(request, context);

export const meta: Route.MetaFunction = () => [
  { title: `Preview: About Us | ${site.shortName} office` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AboutPreview({ loaderData }: Route.ComponentProps) {
  return (
    <PagePreview status="published" hasChanges={loaderData.hasChanges} editLink="/office/about" title="About Us">
      <AboutArticle {...loaderData.page} />
    </PagePreview>
  );
}
