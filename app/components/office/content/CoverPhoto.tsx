import { useState, type ChangeEvent } from "react";
import { TextAreaField } from "~/components/contact/Field";
import { fileInput, SendingState, sendPhoto, UploadedPreview } from "~/components/office/portfolio/PhotoUploader";
import { photoRef } from "~/components/office/portfolio/ProjectForm";
import { FocusField } from "./FocusField";
import { Picture } from "~/components/ui/Picture";
import type { FormCover } from "~/lib/office-form.server";
import type { UploadedPhoto } from "~/lib/office-form.server";
import { useHydrated } from "~/lib/use-hydrated";

type Replacing = { state: "sending"; name: string; percent: number } | { state: "refused"; error: string };

/**
 * A page's one photo (a post's cover, a service's hero): the picture it has, a photo to replace it
 * (from the library or the camera), its description and where its subject sits. Its fields are
 * named `<field>.ref`, `<field>.alt` and `<field>.focus`, the file `photo`. Without JavaScript the
 * file goes with the form; with it, the file travels at once with its progress and the form keeps
 * only its reference.
 */
export function CoverPhoto({
  cover,
  errors,
  field = "cover",
  noun = "cover photo",
}: {
  cover: FormCover | undefined;
  errors: Record<string, string>;
  field?: string;
  /** What the owner calls it, in the labels. */
  noun?: string;
}) {
  const hydrated = useHydrated();
  const [uploaded, setUploaded] = useState<UploadedPhoto>();
  const [replacing, setReplacing] = useState<Replacing>();
  const ref = uploaded?.ref ?? (cover && photoRef(cover));

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!hydrated || !file) return;
    event.target.value = ""; // sent here, not again with the form
    setReplacing({ state: "sending", name: file.name, percent: 0 });
    sendPhoto(file, (percent) => setReplacing({ state: "sending", name: file.name, percent })).then(
      (photo) => {
        setUploaded(photo);
        setReplacing(undefined);
      },
      (failure: Error) => setReplacing({ state: "refused", error: failure.message }),
    );
  }

  const error = errors.photo ?? errors[field];
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {ref && <input type="hidden" name={`${field}.ref`} value={ref} />}
      <div>
        {uploaded ? (
          <UploadedPreview photo={uploaded} className="aspect-[16/9] w-full rounded-lg object-cover" />
        ) : cover?.image ? (
          <Picture image={cover.image} sizes="20rem" className="aspect-[16/9] w-full rounded-lg object-cover" />
        ) : (
          <p className="rounded-lg bg-stone p-4 text-sm">No {noun} yet.</p>
        )}
        {replacing?.state === "sending" && <SendingState upload={replacing} className="mt-2" />}
        <label htmlFor={`${field}-file`} className="mt-3 block font-semibold">
          {ref ? "Replace it with a photo" : `Choose a ${noun}`}
        </label>
        <input
          id={`${field}-file`}
          type="file"
          name="photo"
          accept="image/*"
          onChange={choose}
          aria-describedby={error ? `${field}-error ${field}-hint` : `${field}-hint`}
          aria-invalid={error ? true : undefined}
          className={fileInput}
        />
        <p id={`${field}-hint`} className="mt-1 text-sm text-muted">
          JPEG, PNG or WebP, up to 30 MB. Location and camera data are removed before anything is stored.
        </p>
        {(replacing?.state === "refused" || error) && (
          <p id={`${field}-error`} role="alert" className="mt-1 font-semibold text-danger">
            {replacing?.state === "refused" ? replacing.error : error}
          </p>
        )}
      </div>
      <div className="space-y-3">
        <TextAreaField
          // A new photo starts undescribed: the old description was of the old picture.
          key={uploaded?.ref ?? "saved"}
          name={`${field}.alt`}
          label={`What the ${noun} shows`}
          rows={3}
          maxLength={250}
          defaultValue={uploaded ? "" : (cover?.alt ?? "")}
          error={errors[`${field}.alt`]}
          hint="For people who cannot see it, and for search engines. Needed before publishing."
        />
        {(uploaded || (cover && "photo" in cover)) && (
          <FocusField name={`${field}.focus`} focus={cover && "photo" in cover ? cover.focus : undefined} />
        )}
      </div>
    </div>
  );
}
