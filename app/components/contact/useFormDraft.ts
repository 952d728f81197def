import { useCallback, useEffect, useState, type RefObject } from "react";
import { HONEYPOT_FIELD } from "#common/enquiry.ts";

/**
 * Keeps what a visitor types in an enquiry form in session storage, so a reload, a crashed tab
 * or a failed post never costs them their message. Session storage belongs to the tab: closing
 * it forgets the draft, so the next person at a shared computer never sees it.
 */
export function useFormDraft(
  formRef: RefObject<HTMLFormElement | null>,
  key: string,
  { skipRestore }: { skipRestore: boolean },
) {
  const storageKey = `draft:${key}`;
  const [restored, setRestored] = useState(false);

  /** Records the form as it is now; wired to the form's input and change events. */
  const save = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form))
      if (name !== HONEYPOT_FIELD && typeof value === "string") values[name] = value;
    write(storageKey, Object.values(values).some((value) => value.trim() !== "") ? values : undefined);
  }, [formRef, storageKey]);

  useEffect(() => {
    // A page the server rendered with the visitor's values (a post without JavaScript) already shows them.
    const form = formRef.current;
    if (!form || skipRestore) return;
    const draft = read(storageKey);
    if (!draft) return;
    let filled = false;
    for (const [name, value] of Object.entries(draft))
      if (value !== "" && fillIfEmpty(form.elements.namedItem(name), value)) filled = true;
    // What the visitor typed before the scripts arrived is now part of the draft too.
    if (filled) save();
    // Session storage and the form's fields are outside React: they are read once, on mount,
    // and the note follows what was found there.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(filled);
    // Restoring runs once, when the form first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const clear = useCallback(() => {
    write(storageKey, undefined);
    setRestored(false);
  }, [storageKey]);

  return { restored, save, clear };
}

/**
 * Puts a draft's value into a control the visitor has left empty, and reports whether it did. A
 * field filled in meanwhile (typed while the page's scripts were still on their way) is theirs
 * and is never overwritten; a select still on its empty choice and a radio group with nothing
 * chosen count as empty.
 */
function fillIfEmpty(control: Element | RadioNodeList | null, value: string): boolean {
  if (control instanceof RadioNodeList || (control instanceof HTMLInputElement && control.type === "radio")) {
    const group = control instanceof RadioNodeList ? control : [control];
    const radios = [...group].filter((item): item is HTMLInputElement => item instanceof HTMLInputElement);
    const option = radios.find((radio) => radio.value === value);
    if (!option || radios.some((radio) => radio.checked)) return false;
    option.checked = true;
    return true;
  }
  const editable =
    (control instanceof HTMLInputElement && control.type !== "hidden") ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement;
  if (!editable || control.value !== "") return false;
  control.value = value;
  // A select without that option (a list changed since) stays as it was.
  return control.value === value;
}

// Storage can be full, disabled or blocked (private modes, strict settings): the form works without it.
function read(key: string): Record<string, string> | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return undefined;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return undefined;
  }
}

function write(key: string, values: Record<string, string> | undefined) {
  try {
    if (values) sessionStorage.setItem(key, JSON.stringify(values));
    else sessionStorage.removeItem(key);
  } catch {
    // Not kept; nothing else depends on it.
  }
}
