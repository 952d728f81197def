import { useEffect, useRef, type FormEvent, type MouseEvent } from "react";
import { useFetcher } from "react-router";
import { TextAreaField } from "~/components/contact/Field";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { useHydrated } from "~/lib/use-hydrated";

/** How long typing pauses before the preview is made again. */
const PREVIEW_PAUSE_MS = 400;
const MARKDOWN_HINT =
  "Markdown: an empty line between paragraphs, ## for a heading, - for a list, **bold**, [words](https://link).";

/**
 * The post's Markdown beside its preview, made by the server exactly as the post's page will show
 * it. With JavaScript the preview follows the typing (a short pause after each change); without
 * it, a button sends the form to show the preview below (with it, the button asks for it at once).
 */
export function MarkdownEditor({
  defaultValue,
  preview,
  error,
  rule,
}: {
  defaultValue: string;
  /** What the text needs besides, said under it: "At least 150 words to publish." */
  rule?: string;
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
    const body = (event.target as HTMLTextAreaElement).value;
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

  const html = fetcher.data?.preview ?? preview;
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2">
      {/* The textarea's input events, caught as they bubble. */}
      <div onInput={typed}>
        <TextAreaField
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
      <section id="preview" aria-labelledby="preview-title" className="min-w-0 scroll-mt-24">
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
