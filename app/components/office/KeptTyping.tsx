import { useEffect, useRef, useState } from "react";
import { useBlocker, useLocation, useNavigation } from "react-router";
import {
  discardDrafts,
  draftForms,
  draftPosted,
  firstChangedControl,
  formChanged,
  keepDraft,
  refusedOn,
  restoreDrafts,
} from "~/lib/office-drafts";
import { plainPostUnderWay } from "~/lib/office-early-post";
import { unanswered } from "~/lib/office-save";

/** How long after a form is sent its own navigation may start: that one is never held up. */
const SUBMIT_GRACE_MS = 1000;

const unsavedOnPage = () => draftForms().some(formChanged);

/**
 * Nothing typed in the office is lost (lib/office-drafts.ts): what is typed is kept in the tab,
 * put back with a note when the owner returns to the page (Back, a reload, the menu), and leaving
 * a page with unsaved changes asks first, inside the office and on the browser's own leave.
 */
export function KeptTyping() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [restored, setRestored] = useState(0);
  const path = useRef(pathname);
  const posted = useRef<{ at: number; settle: (refused: boolean) => void } | undefined>(undefined);

  // A page's forms are in place when the layout's effect runs (a child's effects run first).
  useEffect(() => {
    path.current = pathname;
    // The forms and the tab's storage are outside React: read once per page, the note follows.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(restoreDrafts(pathname));
    // What was typed before the page's script ran (a phone shows the form a second or two before)
    // raised no event this component heard: kept now, with what came back. Unless a form was sent
    // meanwhile: then it is on its way, and its answer is the next page.
    if (!plainPostUnderWay()) for (const form of draftForms()) if (formChanged(form)) keepDraft(form, pathname);
  }, [pathname]);

  useEffect(() => {
    const keep = (event: Event) => {
      // The page's own announcement of early typing included (lib/typed-before-hydration.ts).
      if (plainPostUnderWay()) return;
      const form = (event.target as HTMLInputElement | null)?.form;
      if (form && draftForms().includes(form)) keepDraft(form, path.current);
    };
    const sent = (event: SubmitEvent) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && draftForms().includes(form))
        posted.current = { at: Date.now(), ...draftPosted(form, path.current) };
    };
    const leaving = (event: BeforeUnloadEvent) => {
      if (plainPostUnderWay() || !unsavedOnPage()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = "";
    };
    document.addEventListener("input", keep);
    document.addEventListener("change", keep);
    document.addEventListener("submit", sent, true);
    window.addEventListener("beforeunload", leaving);
    return () => {
      document.removeEventListener("input", keep);
      document.removeEventListener("change", keep);
      document.removeEventListener("submit", sent, true);
      window.removeEventListener("beforeunload", leaving);
    };
  }, []);

  // The answer to a post decides whether its draft is still needed.
  useEffect(() => {
    if (navigation.state !== "idle" || !posted.current) return;
    const { settle } = posted.current;
    posted.current = undefined;
    settle(unanswered.get() || refusedOn(document.getElementById("main")));
    // The note says what came back is not saved yet: once nothing on the page is unsaved (a save
    // answered with the same page, such as a lead's note added), it is no longer true.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!unsavedOnPage()) setRestored(0);
  }, [navigation.state]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      Date.now() - (posted.current?.at ?? 0) > SUBMIT_GRACE_MS &&
      unsavedOnPage(),
  );

  return (
    <>
      {restored > 0 && (
        <section aria-label="What you typed before" className="mb-6 rounded-lg border border-forest bg-paper p-4">
          <p>
            <strong>What you typed here before is back.</strong> It is not saved yet: save it, or discard it to see what
            is saved.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            {/* The office's header does not follow the scroll: a box far down a long page is one tap away. */}
            <button
              type="button"
              className="min-h-11 rounded-full border border-forest px-4 font-semibold text-forest"
              onClick={() => {
                const control = firstChangedControl();
                control?.scrollIntoView({ block: "center" });
                control?.focus({ preventScroll: true });
              }}
            >
              Show me
            </button>
            <button
              type="button"
              className="min-h-11 rounded-full border border-line px-4 font-semibold"
              onClick={() => {
                discardDrafts(pathname);
                setRestored(0);
              }}
            >
              Discard what I typed
            </button>
          </div>
        </section>
      )}
      {blocker.state === "blocked" && <LeaveQuestion stay={blocker.reset} leave={blocker.proceed} />}
    </>
  );
}

/**
 * Asked when an office link or Back would leave unsaved typing: at the bottom of the screen, where
 * a thumb is, the safe choice first and with the focus (a stray tap or Enter keeps the page).
 */
function LeaveQuestion({ stay, leave }: { stay: () => void; leave: () => void }) {
  const stayButton = useRef<HTMLButtonElement>(null);
  useEffect(() => stayButton.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
      className="fixed inset-x-0 bottom-0 z-30 border-t-4 border-forest bg-paper px-4 py-4 shadow-lg md:px-8"
    >
      <div className="mx-auto max-w-5xl">
        <p id="leave-title" className="font-semibold">
          Leave this page without saving?
        </p>
        <p id="leave-text" className="mt-1">
          What you typed is kept in this tab: come back to this page to carry on.
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            ref={stayButton}
            type="button"
            onClick={stay}
            className="min-h-11 rounded-full bg-forest px-5 font-semibold text-white"
          >
            Stay on this page
          </button>
          <button type="button" onClick={leave} className="min-h-11 rounded-full border border-line px-5 font-semibold">
            Leave
          </button>
        </div>
      </div>
    </div>
  );
}
