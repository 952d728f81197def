import type { Route } from "./+types/change-order-pdf";
import { officeChangeOrderPdf } from "~/lib/office-change-orders.server";

// A signed change order's PDF, as it was made when the client signed.
export const loader = ({ params, context }: Route.LoaderArgs) => officeChangeOrderPdf(params.id, context);
