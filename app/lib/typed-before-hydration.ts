// React, hydrating a <textarea> that the server filled with text, sets it back to that text
// (react-dom's initTextarea; an <input> keeps what was typed), so what the owner typed into a
// service's items or a post's text while the page's scripts were on their way was lost without a
// word, and the next save stored the old text. The office records what was typed into each
// textarea from the moment its scripts run, and puts it back once the page is hydrated.

const typed = new Map<HTMLTextAreaElement, string>();
let watching = false;

function note(area: HTMLTextAreaElement) {
  if (area.value !== area.defaultValue) typed.set(area, area.value);
  else typed.delete(area);
}
function onInput(event: Event) {
  if (event.target instanceof HTMLTextAreaElement) note(event.target);
}

/** Records the text typed so far and from now on; before the page is hydrated (a route module's top level). */
export function watchTypingBeforeHydration() {
  if (watching || typeof document === "undefined") return;
  watching = true;
  document.querySelectorAll("textarea").forEach(note);
  document.addEventListener("input", onInput, true);
}

/**
 * Puts back what hydration replaced, as typing would (an input event React and the page's own
 * listeners see: the preview follows it); from the page's first effect.
 */
export function putBackTypingAfterHydration() {
  if (!watching) return;
  document.removeEventListener("input", onInput, true);
  // The prototype's setter, not the element's: React watches the element's own to tell a change.
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
  for (const [area, text] of typed)
    if (area.isConnected && area.value !== text) {
      setValue.call(area, text);
      area.dispatchEvent(new Event("input", { bubbles: true }));
    }
  typed.clear();
}
