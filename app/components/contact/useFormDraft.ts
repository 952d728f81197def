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

  useEffect(() => {
    // A page the server rendered with the visitor's values (a post without JavaScript) already shows them.
    const form = formRef.current;
    if (!form || skipRestore) return;
    const draft = read(storageKey);
    if (!draft) return;
    let filled = false;
    for (const [name, value] of Object.entries(draft)) {
      const control = form.elements.namedItem(name);
      const settable =
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement ||
        control instanceof RadioNodeList; // a group of radio buttons: its value checks the one that has it
      if (settable && value !== "") {
        control.value = value;
        filled = true;
      }
    }
    // Session storage and the form's fields are outside React: they are read once, on mount,
    // and the note follows what was found there.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(filled);
    // Restoring runs once, when the form first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Records the form as it is now; wired to the form's input and change events. */
  const save = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form))
      if (name !== HONEYPOT_FIELD && typeof value === "string") values[name] = value;
    write(storageKey, Object.values(values).some((value) => value.trim() !== "") ? values : undefined);
  }, [formRef, storageKey]);

  const clear = useCallback(() => {
    write(storageKey, undefined);
    setRestored(false);
  }, [storageKey]);

  return { restored, save, clear };
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
