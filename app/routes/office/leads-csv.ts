import type { Route } from "./+types/leads-csv";
import { leadsCsv } from "~/lib/office-leads.server";

export const loader = ({ request, context }: Route.LoaderArgs) => leadsCsv(request, context);
