import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { signOutAction } from "~/lib/office-sign-in.server";
import { keepPageWhenLost } from "~/lib/office-save";

// Only the office header's form posts here; an address typed in goes back to the office.
export const loader = () => redirect("/office", 303);
export const action = ({ request, context }: Route.ActionArgs) => signOutAction(request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);
