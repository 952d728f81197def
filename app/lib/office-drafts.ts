// What is typed into the office's forms, kept in the tab until it is saved or discarded (as the
// public forms keep theirs, components/contact/useFormDraft.ts): on a phone one tap on the menu, a
// back swipe or a reload would otherwise cost a whole post or reply. Every form that posts is
// covered without declaring anything: a form is known by its page and the names of its fields.
// Only what is typed or chosen from a list is kept; never a tick (a "send to every subscriber"
// confirmation, a "publish" box) nor a file, which must be chosen again on purpose.

/** A control whose value is kept: text of any kind, a date or time, a number, a choice from a list. */
type Kept = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** One control's value, found again by its name and its place among the controls of that name. */
type DraftEntry = { name: string; nth: number; value: string };

const PREFIX = "office-draft:";
const NOT_KEPT = new Set(["hidden", "file", "password", "checkbox", "radio", "submit", "button", "reset", "image"]);

function keptControls(form: HTMLFormElement): Kept[] {
  return [...form.elements].filter(
    (element): element is Kept =>
      ((element instanceof HTMLInputElement && !NOT_KEPT.has(element.type)) ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.name !== "" &&
      !element.disabled,
  );
}

/** The forms whose typing is kept: those that post (a filter or search form only reads). */
export const draftForms = () =>
  [...document.forms].filter(
    // The attribute, not `form.method`: a control named "method" (how a payment came) shadows the property.
    (form) => form.getAttribute("method")?.toLowerCase() === "post" && form.dataset.draft !== "off",
  );

function storageKey(form: HTMLFormElement, pathname: string) {
  const names = [...new Set(keptControls(form).map((control) => control.name))].sort();
  return names.length === 0 ? undefined : `${PREFIX}${pathname}|${names.join(",")}`;
}

/** What a control holds when nothing was done to it: for a list, its default choice or else its first. */
const defaultOf = (control: Kept) =>
  control instanceof HTMLSelectElement
    ? (([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? "")
    : control.defaultValue;

/** Whether a control differs from what the page came with (its default, the saved state). */
const changed = (control: Kept) => control.value !== defaultOf(control);

export const formChanged = (form: HTMLFormElement) => keptControls(form).some(changed);

/** The first control on the page holding typing not saved yet (what a note's "Show me" goes to). */
export const firstChangedControl = () => draftForms().flatMap(keptControls).find(changed);

/** Keeps the form as it is now, or forgets it when it is back to what the page came with. */
export function keepDraft(form: HTMLFormElement, pathname: string) {
  const key = storageKey(form, pathname);
  if (!key) return;
  if (!formChanged(form)) return write(key, undefined);
  const seen = new Map<string, number>();
  const entries: DraftEntry[] = keptControls(form).map((control) => {
    const nth = seen.get(control.name) ?? 0;
    seen.set(control.name, nth + 1);
    return { name: control.name, nth, value: control.value };
  });
  write(key, entries);
}

export function dropDraft(form: HTMLFormElement, pathname: string) {
  const key = storageKey(form, pathname);
  if (key) write(key, undefined);
}

/**
 * A form posted: once the office has answered, `settle` keeps its draft when the post was refused
 * or got no answer, and otherwise forgets it and takes what the form holds as its saved state (a
 * list's choice is not reset by React when the page is read again after a save).
 */
export function draftPosted(form: HTMLFormElement, pathname: string) {
  const key = storageKey(form, pathname);
  return {
    settle(refused: boolean) {
      if (refused) return keepDraft(form, pathname);
      if (key) write(key, undefined);
      if (!form.isConnected) return;
      for (const control of keptControls(form)) {
        if (control instanceof HTMLSelectElement)
          for (const option of control.options) option.defaultSelected = option.selected;
        else control.defaultValue = control.value;
      }
    },
  };
}

/**
 * Whether the page a post of `form` left says it was refused: a message (some pages show theirs
 * above the form) or fields marked wrong. A form given a fresh key by its answer is no longer the
 * one on the page, so the page is read, not the form.
 */
export const refusedOn = (page: Element | null) =>
  page !== null && page.querySelector('[role="alert"], [aria-invalid="true"]') !== null;

/**
 * Puts each form's kept draft back where the owner has not typed since the page came (a value
 * typed meanwhile is theirs). Returns how many forms got something back. The value is set as the
 * browser would on typing, with an input event, so a page's own listeners (a post's preview, a
 * counter, React's state of a controlled field) follow.
 */
export function restoreDrafts(pathname: string): number {
  let restored = 0;
  for (const form of draftForms()) {
    const key = storageKey(form, pathname);
    const entries = key ? read(key) : undefined;
    if (!entries) continue;
    const byName = new Map<string, Kept[]>();
    for (const control of keptControls(form)) byName.set(control.name, [...(byName.get(control.name) ?? []), control]);
    let filled = false;
    for (const { name, nth, value } of entries) {
      const control = byName.get(name)?.[nth];
      if (!control || changed(control) || control.value === value) continue;
      setAsTyped(control, value);
      if (control.value === value) filled = true;
    }
    if (filled) restored += 1;
  }
  return restored;
}

/** Forgets every draft of this page and puts its forms back to what the page came with. */
export function discardDrafts(pathname: string) {
  for (const form of draftForms()) {
    dropDraft(form, pathname);
    for (const control of keptControls(form)) if (changed(control)) setAsTyped(control, defaultOf(control));
  }
}

function setAsTyped(control: Kept, value: string) {
  // The prototype's setter: React's value tracker then sees the input event as a change.
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

// Storage can be full, disabled or blocked (private modes): the office works without it.
function read(key: string): DraftEntry[] | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? "null");
    if (!Array.isArray(parsed)) return undefined;
    return parsed.filter(
      (entry): entry is DraftEntry =>
        typeof entry === "object" &&
        entry !== null &&
        typeof (entry as DraftEntry).name === "string" &&
        typeof (entry as DraftEntry).nth === "number" &&
        typeof (entry as DraftEntry).value === "string",
    );
  } catch {
    return undefined;
  }
}

function write(key: string, entries: DraftEntry[] | undefined) {
  try {
    if (entries) sessionStorage.setItem(key, JSON.stringify(entries));
    else sessionStorage.removeItem(key);
  } catch {
    // Not kept; the form itself still holds what was typed.
  }
}
