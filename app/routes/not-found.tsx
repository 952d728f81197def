import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { site } from "#common/site.ts";

// Any unknown path: answer 404 and let the root error boundary draw the page.
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `Page not found | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return null;
}
