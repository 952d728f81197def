import { Form } from "react-router";
import { TextAreaField, TextField } from "~/components/contact/Field";
import { FormErrors } from "~/components/ui/FormErrors";
import { ScaledFrame } from "~/components/preview/ScaledFrame";
import { OfficeCard } from "~/components/office/OfficeCard";
import { Picture } from "~/components/ui/Picture";
import { buttonClasses } from "~/components/ui/ButtonLink";
import type { Image } from "~/content/schema";
import type { IssueCard } from "../../../../server/storage/newsletter.ts";

type Option = { key: string; card: IssueCard; image: Image };

export type LetterFormProps = {
  id: number | undefined;
  owner: boolean;
  options: Option[];
  subject: string;
  intro: string;
  picked: string[];
  notice: string | null;
  testedTo?: string;
  /** When the draft was last saved: the preview's frames load it anew after each save. */
  version: string | undefined;
  /** A refused post: its messages, and what was typed. */
  refused?: { fieldErrors: Record<string, string>; values?: Record<string, string> };
};

const notices: Record<string, string> = {
  draft: "Draft saved.",
  preview: "Draft saved. Here it is as subscribers will get it.",
};

/** Writing a letter: subject, introduction, the picks, then save, preview, test, or on to sending. */
export function LetterForm({
  id,
  owner,
  options,
  subject,
  intro,
  picked,
  notice,
  testedTo,
  version,
  refused,
}: LetterFormProps) {
  const errors = refused?.fieldErrors ?? {};
  const values = refused?.values;
  const ticked = new Set(values ? values.picked?.split(" ") : picked);
  const shown =
    notice === "sent" && testedTo
      ? `Test sent to ${testedTo}: look in that inbox.`
      : notice !== "preview" && notice && notices[notice];
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h1 className="text-3xl">{id ? "Letter draft" : "New letter"}</h1>
        {/* On a phone the preview comes after the form: one tap away from the top (beside it from lg). */}
        {id && (
          <a href="#preview" className="inline-block py-1 text-forest underline underline-offset-4 lg:hidden">
            Go to the preview
          </a>
        )}
      </div>
      {shown && (
        <p role="status" className="mt-4 rounded-lg bg-stone p-4 font-semibold wrap-anywhere">
          {shown}
        </p>
      )}
      <FormErrors errors={errors} title={errors.form && Object.keys(errors).length === 1 ? "Not sent." : undefined} />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22.5rem]">
        <Form method="post" className="min-w-0 space-y-6">
          <OfficeCard title="The letter">
            <div className="mt-4 space-y-4">
              <TextField
                name="subject"
                label="Subject"
                required
                maxLength={120}
                defaultValue={values?.subject ?? subject}
                error={errors.subject}
                hint="What the inbox shows: a phone shows about the first 40 characters."
              />
              <TextAreaField
                name="intro"
                label="Introduction"
                required
                rows={8}
                maxLength={4000}
                defaultValue={values?.intro ?? intro}
                error={errors.intro}
                hint="A few lines in Markdown: **bold**, *italic*, [a link](https://…), lists with - . Pictures come from the picks below."
              />
            </div>
          </OfficeCard>
          <OfficeCard title="Projects and posts to show">
            <fieldset className="mt-2" aria-describedby="picks-hint">
              <legend className="sr-only">Projects and posts to show</legend>
              <p id="picks-hint" className="text-sm text-muted">
                Up to six, shown in this order after the introduction, each with its photo and a link to the site.
              </p>
              {errors.pick && (
                <p role="alert" className="mt-2 text-sm font-medium text-danger">
                  {errors.pick}
                </p>
              )}
              {/* On a phone the rows take the card's padding too: the titles then wrap less. */}
              <ul className="-mx-3 mt-4 grid grid-cols-1 gap-2 sm:mx-0 sm:grid-cols-2 lg:grid-cols-1">
                {options.map((option) => (
                  <PickRow key={option.key} option={option} checked={ticked.has(option.key)} />
                ))}
              </ul>
            </fieldset>
          </OfficeCard>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="save" className={buttonClasses("secondary")}>
              Save draft
            </button>
            <button type="submit" name="intent" value="preview" className={buttonClasses("secondary")}>
              Preview
            </button>
            <button type="submit" name="intent" value="test" className={buttonClasses("secondary")}>
              Send a test to me
            </button>
            {owner ? (
              <button type="submit" name="send" value="1" className={buttonClasses("primary")}>
                Send to subscribers…
              </button>
            ) : (
              <p className="text-sm text-muted">An owner sends the letter: save it and tell them it is ready.</p>
            )}
          </div>
        </Form>
        {id ? (
          <LetterPreview id={id} version={version ?? ""} justSaved={notice === "preview"} />
        ) : (
          <OfficeCard title="Preview">
            <p className="mt-2 text-sm text-muted">
              Press Preview below the picks: the draft is saved and shown here as subscribers get it, at a phone&rsquo;s
              width and a desktop&rsquo;s, and as plain text.
            </p>
          </OfficeCard>
        )}
      </div>
    </>
  );
}

/**
 * One project or post to tick: a row with a small photo beside its title, so that the fourteen
 * choices fit in about two phone screens. The photo is decorative here (the title names the pick),
 * so the checkbox is named by the kind and the title alone.
 */
function PickRow({ option: { key, card, image }, checked }: { option: Option; checked: boolean }) {
  return (
    <li>
      <label className="flex h-full min-h-16 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white py-2 ps-3 pe-3 has-checked:border-forest has-checked:ring-2 has-checked:ring-forest">
        <input
          type="checkbox"
          name="pick"
          value={key}
          defaultChecked={checked}
          className="size-5 shrink-0 accent-forest"
        />
        <Picture
          image={{ ...image, alt: "" }}
          sizes="56px"
          className="block h-[42px] w-14 shrink-0 rounded-md object-cover"
        />
        <span className="min-w-0 leading-snug">
          <span className="block truncate text-xs font-medium text-muted">
            {card.kind === "project" ? "Project" : "Post"} · {card.label}
          </span>
          <span className="line-clamp-2 text-sm font-semibold lg:text-base">{card.title}</span>
        </span>
      </label>
    </li>
  );
}

/**
 * The saved draft as subscribers get it, at a phone's width and a desktop's, and its plain text:
 * beside the form from lg (the desktop frame smaller there, to fit the column), after it on a phone.
 */
function LetterPreview({ id, version, justSaved }: { id: number; version: string; justSaved: boolean }) {
  const src = `/office/newsletter/${id}/preview?saved=${encodeURIComponent(version)}`;
  return (
    <div id="preview" className="min-w-0 scroll-mt-24">
      <OfficeCard title="Preview">
        {justSaved ? (
          <p role="status" className="mt-2 rounded-lg bg-stone p-4 font-semibold">
            {notices.preview}
          </p>
        ) : (
          <p className="mt-2 text-sm text-muted">The draft as last saved. Press Preview after a change.</p>
        )}
        <div className="mt-4 flex flex-col gap-6">
          <ScaledFrame
            caption="On a phone (420 px)"
            title="The letter on a phone"
            src={src}
            box="h-[588px] w-[294px]"
            frame="h-[840px] w-[420px] scale-70"
          />
          <ScaledFrame
            caption="On a desktop (680 px)"
            title="The letter on a desktop"
            src={src}
            box="h-[360px] w-[272px] md:h-[630px] md:w-[476px] lg:h-[360px] lg:w-[272px]"
            frame="h-[900px] w-[680px] scale-40 md:scale-70 lg:scale-40"
          />
        </div>
        <figure className="mt-6">
          <figcaption className="font-semibold">Plain text (for mail apps that show no HTML)</figcaption>
          <iframe
            src={`${src}&format=text`}
            title="The letter as plain text"
            height={400}
            className="mt-2 w-full rounded-lg border border-line bg-white"
          />
        </figure>
      </OfficeCard>
    </div>
  );
}
