import type { Route } from "./+types/estimate-pdf";
import { officeContractPdf } from "~/lib/office-estimates.server";

// The signed contract's PDF, as it was made when the client signed.
export const loader = ({ params, context }: Route.LoaderArgs) => officeContractPdf(params.id, context);
