import type { Route } from "./+types/process";
import { servicesContext } from "~/context";
import { metaSiteUrl, pageMeta } from "~/lib/seo";
import { CallToAction } from "~/components/home/CallToAction";
import { ProcessArticle } from "~/components/process/ProcessArticle";
import { site } from "#common/site.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { steps: await context.get(servicesContext).cardLists.cards("process-steps") };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteUrl(matches), {
    title: "Our Process",
    description: `How a ${site.shortName} renovation works, in five steps: initial consultation, design and planning, construction, quality assurance and project completion.`,
    path: "/process",
  });

export default function Process({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ProcessArticle steps={loaderData.steps} />
      <CallToAction />
    </>
  );
}
