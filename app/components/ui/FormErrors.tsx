import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/**
 * A box whose text an answer to a post just set takes the focus (give it `tabIndex={-1}`): with
 * JavaScript the page stays where the button was pressed, often far below, and the focus brings
 * the box into view (below the sticky header: the page's scroll-padding) and has it read out.
 * After every answer, also one that says the same again (a second press refused alike).
 */
export function useFocusWhenSaid<Box extends HTMLElement>(said: string | undefined) {
  const box = useRef<Box>(null);
  const answered = useNavigation().state === "idle";
  useEffect(() => {
    if (said && answered) box.current?.focus();
  }, [said, answered]);
  return box;
}

/**
 * What a refused post said, at the top of the form (the office's forms, a client's review or
 * signature): without JavaScript the page reloads at its top, so the messages are here as well as
 * next to their fields. With it the page stays where the button was pressed, often far below, so
 * the messages take the focus after each answer, which brings them into view and has them read out.
 */
export function FormErrors({
  errors,
  title = "Nothing was saved.",
}: {
  errors: Record<string, string>;
  title?: string;
}) {
  const messages = [...new Set(Object.values(errors))];
  const box = useFocusWhenSaid<HTMLDivElement>(messages.join("\n"));
  if (messages.length === 0) return null;
  return (
    <div ref={box} role="alert" tabIndex={-1} className="mt-4 rounded-lg border border-danger p-4 focus:outline-none">
      <p className="font-semibold text-danger">{title}</p>
      <ul className="mt-2 list-disc ps-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
