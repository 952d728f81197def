// React, hydrating a <textarea> that the server filled with text, writes that text into it again
// (react-dom's initTextarea: its defaultValue, then its value; an <input> keeps what was typed).
// What the owner typed into a service's items, a post's text or a reply while the page's scripts
// were on their way was then lost without a word, and the next save stored the old text; and in a
// box not yet typed into, rewriting the default text moves the caret to the start (Chromium), so
// the first keys pressed landed before the old text. From the moment the office's scripts run
// until the page is hydrated, both writes are left out where they would change what is there.

type TextareaProperty = "value" | "defaultValue";

/** The textarea's own properties (none on the server, which has no DOM). */
const originals =
  typeof HTMLTextAreaElement === "undefined"
    ? undefined
    : {
        value: Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!,
        defaultValue: Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "defaultValue")!,
      };
let hydrating = false;

/** While hydrating, `property` is not set where `leaveOut` says so; React's value tracker keeps calling the setter after. */
function guard(property: TextareaProperty, leaveOut: (area: HTMLTextAreaElement, text: string) => boolean) {
  const { set } = originals![property];
  Object.defineProperty(HTMLTextAreaElement.prototype, property, {
    ...originals![property],
    set(this: HTMLTextAreaElement, text: string) {
      if (!(hydrating && leaveOut(this, String(text)))) set!.call(this, text);
    },
  });
}

/** From now until the page is hydrated, a textarea keeps what was typed into it and its caret (a route module's top level). */
export function keepTypingThroughHydration() {
  if (hydrating || !originals) return;
  hydrating = true;
  // The server's text again, over something else: what was typed.
  guard("value", (area, text) => text === area.defaultValue && area.value !== text);
  // The same default text again: a change of nothing, but for the caret.
  guard("defaultValue", (area, text) => text === area.defaultValue);
}

/**
 * Ends the watch and tells the page's own listeners what was typed before they listened (an input
 * event, as typing would: a post's preview follows it); from the page's first effect.
 */
export function announceTypingAfterHydration() {
  if (!hydrating) return;
  hydrating = false;
  for (const property of ["value", "defaultValue"] as const)
    Object.defineProperty(HTMLTextAreaElement.prototype, property, originals![property]);
  for (const area of document.querySelectorAll("textarea"))
    if (area.value !== area.defaultValue) area.dispatchEvent(new Event("input", { bubbles: true }));
}
