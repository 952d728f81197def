import { useRouteLoaderData } from "react-router";

/** The office layout's answer (app/routes/office/layout.tsx): what the signed-in person may do. */
type LayoutData = { rights?: { content: boolean; publishing: boolean } } | null | undefined;

/**
 * What the signed-in person may do (server/office/rights.ts), so a page offers only the links and
 * buttons the server would take; the server refuses the others all the same.
 */
export function useOfficeRights() {
  const rights = (useRouteLoaderData("routes/office/layout") as LayoutData)?.rights;
  return { content: rights?.content ?? true, publishing: rights?.publishing ?? true };
}

/** Whether the signed-in person may change what visitors see. */
export const useMayPublish = () => useOfficeRights().publishing;

/** What a form without its publishing buttons says instead. */
export const PUBLISH_ASK =
  "Putting changes on the site is for an owner or someone they let publish: save a draft, and ask them.";
