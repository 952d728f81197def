// The browser half of the office's forms (a route's clientAction). With JavaScript a form posts
// through React Router, which would throw anything that goes wrong in transit (no network, a reset
// connection, a proxy's 502 page) to the error screen: the owner would lose the page and everything
// typed into it. Here such a post answers like a refused one instead: the form stays as it is, with
// a message, and the page is not read again (its 503 tells React Router to skip that, which would
// fail the same way).
import { useState, useSyncExternalStore } from "react";
import { data, isRouteErrorResponse, useActionData, useNavigation } from "react-router";

const CONNECTION_FAILED = "The connection failed before the office answered.";
/** What a step that got no answer says where nothing typed needs keeping (sign-in, passkeys). */
export const tryAgainOnline = `${CONNECTION_FAILED} Try again once you are back online.`;

/** What an editing form's save that never got the office's answer says (under "Nothing was saved."). */
export const notSent = {
  fieldErrors: {
    connection: `${CONNECTION_FAILED} Everything you typed is still here: press the button again once you are back online.`,
  },
};

/** Whether what a post threw is the office's own answer (a redirect, a page that is not there or not yours), which stands. */
const isOfficeAnswer = (thrown: unknown) =>
  thrown instanceof Response || (isRouteErrorResponse(thrown) && thrown.status < 500);

/** The office's answer to a post, or `lost` when there was none (`onLost` is told so). */
export async function answerOrLost<Answer, Lost>(
  serverAction: () => Promise<Answer>,
  lost: Lost,
  onLost: () => void = () => {},
) {
  try {
    return await serverAction();
  } catch (error) {
    if (isOfficeAnswer(error)) throw error;
    onLost();
    return data(lost, { status: 503 });
  }
}

/** An editing form's save: the office's answer, or `notSent`. */
export const saveInPlace = <Answer>(serverAction: () => Promise<Answer>) => answerOrLost(serverAction, notSent);

/**
 * The office's answer to a post on a page whose forms hold little typed (a stage, a note, a
 * button): when none came, nothing is answered, so the page stays as it is, and the office's
 * frame says what happened (ConnectionNotice, reading `unanswered`).
 */
export function keepPageWhenLost<Answer>(serverAction: () => Promise<Answer>) {
  unanswered.set(false);
  return answerOrLost(serverAction, undefined, () => unanswered.set(true));
}

/** Whether the last post of this browser tab got no answer (cleared by the next post or page). */
export const unanswered = (() => {
  let lost = false;
  const listeners = new Set<() => void>();
  return {
    set(value: boolean) {
      if (value === lost) return;
      lost = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => lost,
  };
})();

export const useUnanswered = () => useSyncExternalStore(unanswered.subscribe, unanswered.get, () => false);

/** A sign-in step whose post got no answer: the same step again, with what was typed and why. */
export function signInNotSent(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const next = text("next");
  return form.has("code")
    ? { step: "code" as const, next, email: text("email"), notice: undefined, error: tryAgainOnline }
    : { step: "email" as const, next, error: tryAgainOnline };
}

/** Whether a form's answer is `notSent`: its post never got the office's answer. */
const isNotSent = (answer: unknown) =>
  typeof answer === "object" &&
  answer !== null &&
  "fieldErrors" in answer &&
  answer.fieldErrors === notSent.fieldErrors;

/**
 * The office's last real answer to a form: while a later save is lost in transit, a refused save's
 * answer (and the values typed into it) stays the form's. The editing forms are keyed by those
 * values, and would otherwise start again from the stored ones, losing what was typed since.
 */
export function useLastAnswer<Answer>(actionData: Answer | undefined): Answer | undefined {
  const [last, setLast] = useState(actionData);
  const lost = isNotSent(actionData);
  if (!lost && actionData !== last) setLast(actionData);
  return lost ? last : actionData;
}

/**
 * A key for a form whose boxes the browser keeps: it changes each time a post of the form succeeds
 * (the office answered with a redirect), so the form comes back empty, as it does without
 * JavaScript, where the redirect loads a fresh page, and a second tap cannot send the same note,
 * reply or booking again. An editor's form needs it besides its revision in its key: a save that
 * changes nothing adds no revision. A refused post (its answer is the action's data) or one that
 * got no answer keeps what was typed. `intent` names the form on a page of several.
 */
export function useSuccessKey(intent?: string): number {
  const navigation = useNavigation();
  const actionData = useActionData();
  const lost = useUnanswered();
  const [seen, setSeen] = useState({ successes: 0, posting: false });
  const posting =
    navigation.formMethod?.toUpperCase() === "POST" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  // Told while rendering (React's way of keeping state in step with what it was given).
  if (posting && !seen.posting) setSeen({ ...seen, posting: true });
  else if (!posting && seen.posting && navigation.state === "idle")
    setSeen({ successes: seen.successes + (actionData === undefined && !lost ? 1 : 0), posting: false });
  return seen.successes;
}
