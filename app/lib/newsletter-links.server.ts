// The server half of the pages behind the links in newsletter mail: the outcome of the link and
// the HTTP status it answers with (a link that cannot work is a 4xx with what to do instead).
import { data, type RouterContextProvider } from "react-router";
import { servicesContext } from "~/context";
import { linkStatus } from "../../server/http/reply.ts";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/** Opening the confirmation link changes nothing: it offers the button that confirms (or says why it cannot). */
export async function confirmPage(request: Request, context: Readonly<RouterContextProvider>) {
  const outcome = await context.get(servicesContext).newsletter.checkConfirm(tokenOf(request));
  return data({ outcome }, { status: linkStatus[outcome] });
}

/** The page's button, posted to the link's own address: confirms the subscription. */
export async function confirmFromButton(request: Request, context: Readonly<RouterContextProvider>) {
  const outcome = await context.get(servicesContext).newsletter.confirm(tokenOf(request));
  return data({ outcome }, { status: linkStatus[outcome] });
}

/** Opening the unsubscribe link changes nothing: it says what the button will do (or why it cannot). */
export async function unsubscribePage(request: Request, context: Readonly<RouterContextProvider>) {
  const token = tokenOf(request);
  const { outcome } = await context.get(servicesContext).newsletter.checkUnsubscribe(token);
  return data({ outcome, token }, { status: linkStatus[outcome] });
}
