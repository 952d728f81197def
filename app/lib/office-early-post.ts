// A form the owner sends before the office page's script has run goes as a plain post: the browser
// leaves the page for the answer. Should the script start meanwhile (a phone on a slow line), what
// that form holds is on its way, not unsaved typing: it is not kept as a draft, to come back over
// the saved values on the next visit, and leaving for the answer asks nothing
// (components/office/KeptTyping.tsx). A line in the office page's head notes such a post from the start.

declare global {
  interface Window {
    officeEarlySubmit?: SubmitEvent;
  }
}

export const OFFICE_EARLY_POST_SCRIPT_ID = "office-early-post";

/** Notes a form sent while the page is not hydrated yet (app/root.tsx marks the moment it is). */
export const officeEarlyPostScript =
  'addEventListener("submit",function(e){if(!document.documentElement.dataset.hydrated)window.officeEarlySubmit=e},true)';

/**
 * Whether a form of this page left as a plain post before the page's script ran. One sent while
 * React was hydrating may have been taken over by the script after all: then it was cancelled.
 */
export function plainPostUnderWay() {
  const submit = window.officeEarlySubmit;
  return submit !== undefined && !submit.defaultPrevented;
}
