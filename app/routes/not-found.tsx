import { data } from "react-router";
import type { Route } from "./+types/not-found";

// Any unknown path: answer 404 and let the root error boundary draw the page.
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Saltbox Design-Build" },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return null;
}
