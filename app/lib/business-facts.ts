// The business facts a page shows (phone, e-mail, address, hours, social link, claims,
// credentials): the ones the office last saved, which the root route's loader hands every page, or
// common/site.ts's on an error page drawn without them (the root's own loader failed).
import { useRouteLoaderData } from "react-router";
import { seedFacts, type BusinessFacts } from "#common/business-facts.ts";

const factsIn = (data: unknown) => (data as { facts?: BusinessFacts } | undefined)?.facts ?? seedFacts;

export const useBusinessFacts = (): BusinessFacts => factsIn(useRouteLoaderData("root"));

/** The facts in a route's `meta` (for JSON-LD). */
export const metaFacts = (matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]) =>
  factsIn(matches.find((match) => match?.id === "root")?.loaderData);
