import { useEffect } from "react";
import { useLocation } from "react-router";
import { unanswered, useUnanswered } from "~/lib/office-save";

/**
 * Says that the last button's post got no answer (lib/office-save.ts, keepPageWhenLost), at the
 * bottom of the screen, where it is seen however far down the button was, without moving the page
 * and what was typed into it. Another page, or the next answer, takes it away.
 */
export function ConnectionNotice() {
  const lost = useUnanswered();
  // Not the location's key: a post answered by nothing still makes a new one, at the same address.
  const { pathname, search } = useLocation();
  useEffect(() => unanswered.set(false), [pathname, search]);
  if (!lost) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 bottom-0 z-20 border-t-4 border-danger bg-paper px-4 py-3 shadow-lg md:px-8"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2">
        <p className="flex-1">
          <strong className="text-danger">Nothing was changed.</strong> The connection failed before the office
          answered: what is on the page is still here. Press the button again once you are back online.
        </p>
        <button
          type="button"
          onClick={() => unanswered.set(false)}
          className="min-h-11 rounded-full border border-line px-4 font-semibold"
        >
          Close
        </button>
      </div>
    </div>
  );
}
