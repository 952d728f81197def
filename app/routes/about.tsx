import type { Route } from "./+types/about";
import { servicesContext } from "~/context";
import { aboutPageData } from "~/content/about.server";
import { site } from "#common/site.ts";
import { metaSiteUrl, pageMeta } from "~/lib/seo";
import { AboutArticle } from "~/components/about/AboutArticle";
import { CallToAction } from "~/components/home/CallToAction";

export const loader = ({ context }: Route.LoaderArgs) => aboutPageData(context.get(servicesContext));

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteUrl(matches), {
    title: "About Us",
    description: `Meet the Whitcomb family behind ${site.name}: New England builders since ${site.founded.newEngland}, renovating Central Florida homes since ${site.founded.florida}.`,
    path: "/about",
  });

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AboutArticle {...loaderData} />
      <CallToAction />
    </>
  );
}
