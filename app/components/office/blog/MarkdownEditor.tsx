import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from "react";
import { useFetcher } from "react-router";
import { TextAreaField } from "~/components/contact/Field";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { cn } from "~/lib/cn";
import { bold, heading, link, list, picture, type MarkdownEdit } from "~/lib/markdown-edits";
import { useHydrated } from "~/lib/use-hydrated";
import { PicturePicker } from "./PicturePicker";

/** How long typing pauses before the preview is made again. */
const PREVIEW_PAUSE_MS = 400;
/** The textarea, which the toolbar writes into. */
const BODY_ID = "post-body";
const MARKDOWN_HINT =
  "Markdown: an empty line between paragraphs, ## for a heading, - for a list, **bold**, [words](https://link).";

/**
 * What needs the page's script (the toolbar, the phone's tabs) is drawn only where scripting is on
 * (CSS's `scripting` media feature), from the first paint: without JavaScript it is not there at
 * all, and with it nothing on the form moves as the page starts running. Until then it is disabled.
 */
const SCRIPTED_FLEX = "hidden [@media(scripting:enabled)]:flex";
/** Hidden on a phone where the tabs show the other panel (at lg, text and preview stand side by side). */
const OTHER_TAB = "max-lg:[@media(scripting:enabled)]:hidden";
const TOOL = "min-h-10 rounded-lg border border-line bg-paper px-3 text-sm font-semibold text-ink hover:bg-stone";
const TAB = "min-h-11 flex-1 rounded-lg px-4 font-semibold aria-selected:bg-forest aria-selected:text-paper";

/** The toolbar's buttons that write Markdown around the selection. */
const EDITS = [
  ["Bold", bold],
  ["Heading", heading],
  ["Link", link],
  ["List", list],
] as const;

/**
 * The post's Markdown beside its preview, made by the server exactly as the post's page will show
 * it. With JavaScript the preview follows the typing (a short pause after each change), a toolbar
 * writes the Markdown (a picture from an uploaded photo too, with `pictures`), and on a phone the
 * text and its preview are two tabs; without it, a button sends the form to show the preview below
 * (with it, the button asks for it at once).
 */
export function MarkdownEditor({
  defaultValue,
  preview,
  error,
  rule,
  pictures = false,
}: {
  defaultValue: string;
  /** What the text needs besides, said under it: "At least 150 words to publish." */
  rule?: string;
  /** Whether the toolbar offers a picture (the pages that show the site's photos in their text: posts). */
  pictures?: boolean;
  /** The HTML of the Markdown as last saved or previewed. */
  preview: string | undefined;
  error: string | undefined;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ preview?: string }>();
  const pause = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pause.current), []);

  const showPreview = (body: string) => void fetcher.submit({ intent: "preview", body }, { method: "post" });

  function typed(event: FormEvent<HTMLDivElement>) {
    // The text's typing and the toolbar's edits; not the picture's description.
    if (!(event.target instanceof HTMLTextAreaElement) || event.target.name !== "body") return;
    const body = event.target.value;
    window.clearTimeout(pause.current);
    pause.current = window.setTimeout(() => showPreview(body), PREVIEW_PAUSE_MS);
  }

  /** The button, with JavaScript: the preview at once, the form staying as it is. */
  function previewNow(event: MouseEvent<HTMLButtonElement>) {
    const body = event.currentTarget.form?.elements.namedItem("body");
    if (!(body instanceof HTMLTextAreaElement)) return;
    event.preventDefault();
    window.clearTimeout(pause.current);
    showPreview(body.value);
  }

  const [tab, setTab] = useState<"write" | "preview">("write");
  const [picking, setPicking] = useState(false);
  const body = () => document.getElementById(BODY_ID) as HTMLTextAreaElement;
  /** Where the caret was when the picture was asked for: choosing a photo moves the focus away. */
  const caret = useRef(0);

  /** Writes an edit into the text, selects what to type over, and makes the preview again (its input event). */
  function write(edit: MarkdownEdit) {
    const area = body();
    area.focus();
    area.setRangeText(edit.text, edit.from, edit.to, "end");
    area.setSelectionRange(...edit.select);
    area.dispatchEvent(new Event("input", { bubbles: true }));
  }
  const selection = () => ({ value: body().value, start: body().selectionStart, end: body().selectionEnd });

  function choose(next: "write" | "preview") {
    setTab(next);
    if (next === "preview") {
      window.clearTimeout(pause.current);
      showPreview(body().value);
    }
    document.getElementById(`tab-${next}`)?.focus();
  }
  // The tabs' arrow keys, as a tab list's.
  const arrows = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") choose(tab === "write" ? "preview" : "write");
  };

  const html = fetcher.data?.preview ?? preview;
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2">
      <div
        role="tablist"
        aria-label="The text or its preview"
        className={cn(SCRIPTED_FLEX, "gap-2 rounded-xl border border-line p-1 lg:hidden!")}
      >
        {(["write", "preview"] as const).map((name) => (
          <button
            key={name}
            id={`tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={name === "write" ? "post-write" : "preview"}
            tabIndex={tab === name ? 0 : -1}
            disabled={!hydrated}
            onClick={() => choose(name)}
            onKeyDown={arrows}
            className={TAB}
          >
            {name === "write" ? "Write" : "Preview"}
          </button>
        ))}
      </div>
      {/* The textarea's input events, caught as they bubble. */}
      <div id="post-write" onInput={typed} className={cn("min-w-0", tab === "preview" && OTHER_TAB)}>
        <div
          role="toolbar"
          aria-label="Format the text"
          aria-controls={BODY_ID}
          className={cn(SCRIPTED_FLEX, "mb-3 flex-wrap gap-2")}
        >
          {EDITS.map(([label, edit]) => (
            <button
              key={label}
              type="button"
              disabled={!hydrated}
              onClick={() => write(edit(selection()))}
              className={TOOL}
            >
              {label}
            </button>
          ))}
          {pictures && (
            <button
              type="button"
              disabled={!hydrated}
              aria-expanded={picking}
              aria-controls="picture-picker"
              onClick={() => {
                caret.current = body().selectionEnd;
                setPicking(!picking);
              }}
              className={TOOL}
            >
              Picture
            </button>
          )}
        </div>
        {picking && (
          <PicturePicker
            id="picture-picker"
            close={() => setPicking(false)}
            insert={(address, description) => {
              setPicking(false);
              const value = body().value;
              write(
                picture(
                  { value, start: Math.min(caret.current, value.length), end: caret.current },
                  address,
                  description,
                ),
              );
            }}
          />
        )}
        <TextAreaField
          id={BODY_ID}
          name="body"
          label="Text in Markdown"
          required
          rows={20}
          maxLength={60_000}
          defaultValue={defaultValue}
          error={error}
          hint={rule ? `${MARKDOWN_HINT} ${rule}` : MARKDOWN_HINT}
        />
      </div>
      {/* Without JavaScript the button's post answers at the preview (#preview), below the office's sticky header. */}
      <section
        id="preview"
        aria-labelledby="preview-title"
        className={cn("min-w-0 scroll-mt-24", tab === "write" && OTHER_TAB)}
      >
        <h3 id="preview-title" className="font-medium">
          Preview{hydrated && <span className="font-normal text-muted"> (follows your typing)</span>}
        </h3>
        <div className="mt-1.5 max-h-[36rem] overflow-y-auto rounded-lg border border-line bg-paper px-4 py-3">
          {html ? (
            <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="text-muted">Write the text and its preview shows here.</p>
          )}
        </div>
        {/* Kept with JavaScript too, so that nothing below moves as the page starts running. */}
        <button
          type="submit"
          name="intent"
          value="preview"
          formAction="#preview"
          onClick={previewNow}
          className={buttonClasses("secondary", "mt-3")}
        >
          Show the preview
        </button>
      </section>
    </div>
  );
}
