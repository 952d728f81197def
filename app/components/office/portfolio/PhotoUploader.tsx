import { useState, type ChangeEvent, type FormEvent } from "react";
import { TextAreaField } from "~/components/contact/Field";
import { FocusField } from "~/components/office/content/FocusField";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import type { UploadedPhoto } from "~/lib/office-form.server";

/** A photo on its way to /office/photos, stored, or refused. */
type Upload =
  | { key: string; name: string; state: "sending"; percent: number }
  | { key: string; name: string; state: "stored"; photo: UploadedPhoto; alt: string }
  | { key: string; name: string; state: "refused"; error: string };

/** Posts one file to /office/photos, reporting how much of it has gone. */
export function sendPhoto(file: File, onProgress: (percent: number) => void): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/office/photos");
    request.responseType = "json";
    request.upload.onprogress = (event) =>
      event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      const body = request.response as (UploadedPhoto & { error?: undefined }) | { error: string } | null;
      if (request.status === 201 && body && !body.error) resolve(body as UploadedPhoto);
      else reject(new Error(body?.error ?? `The server answered ${request.status}: try again.`));
    };
    request.onerror = () => reject(new Error("The connection failed: check the network and choose the photo again."));
    const form = new FormData();
    form.set("photo", file);
    request.send(form);
  });
}

export const fileInput = "mt-2 block w-full rounded-lg border border-line bg-paper p-3 text-base";

/**
 * The project form's photo inputs: the phone's library (several at once) and its camera, and one
 * text describing the photos added. Without JavaScript the chosen files go with the form,
 * described together by that text. With it, each file travels at once on its own, with its
 * progress, and joins the form's photos (as `photos.<n>.*`, after the `firstIndex` already listed)
 * with its own description, starting from that text, which then gives way to it: one box per
 * photo. The form waits for them.
 */
export function PhotoUploader({
  firstIndex,
  error,
  sharedAlt,
  altError,
  hasPhotos,
}: {
  firstIndex: number;
  error: string | undefined;
  sharedAlt: string;
  altError: string | undefined;
  hasPhotos: boolean;
}) {
  const hydrated = useHydrated();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const update = (key: string, next: Upload) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? next : upload)));

  function choose(event: ChangeEvent<HTMLInputElement>) {
    if (!hydrated) return;
    const files = [...(event.target.files ?? [])];
    const form = event.target.form;
    // What the shared box says once a photo is stored starts its own description: the box then
    // goes, so that each photo has one box (typed in while the photo travelled, the text goes too).
    const sharedText = () => {
      const shared = form?.elements.namedItem("alt");
      return shared instanceof HTMLTextAreaElement ? shared.value : "";
    };
    event.target.value = ""; // sent here, not again with the form
    // The refusals of an earlier choice have been read: only this choice's stay.
    setUploads((current) => current.filter((upload) => upload.state !== "refused"));
    for (const file of files) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      setUploads((current) => [...current, { key, name: file.name, state: "sending", percent: 0 }]);
      sendPhoto(file, (percent) => update(key, { key, name: file.name, state: "sending", percent })).then(
        (photo) => update(key, { key, name: file.name, state: "stored", photo, alt: sharedText() }),
        (failure: Error) => update(key, { key, name: file.name, state: "refused", error: failure.message }),
      );
    }
  }

  const stored = uploads.filter((upload) => upload.state === "stored");

  const describedBy = error ? "photo-error photo-hint" : "photo-hint";
  return (
    <div className="mt-4 space-y-4">
      {uploads.length > 0 && (
        <ul className="space-y-4" aria-label="New photos">
          {uploads.map((upload) => (
            <li key={upload.key} className="rounded-lg border border-line p-3">
              <SendingState upload={upload} />
              {upload.state === "stored" && (
                <div className="grid gap-3 sm:grid-cols-2">
                  <input
                    type="hidden"
                    name={`photos.${firstIndex + stored.indexOf(upload)}.ref`}
                    value={upload.photo.ref}
                  />
                  <UploadedPreview photo={upload.photo} className="aspect-[4/3] w-full rounded-lg object-cover" />
                  <div className="space-y-3">
                    <TextAreaField
                      name={`photos.${firstIndex + stored.indexOf(upload)}.alt`}
                      label={`What ${upload.name} shows`}
                      rows={2}
                      maxLength={250}
                      defaultValue={upload.alt}
                      hint="Needed before publishing."
                    />
                    <FocusField name={`photos.${firstIndex + stored.indexOf(upload)}.focus`} />
                    <button
                      type="button"
                      className="text-forest underline underline-offset-4"
                      onClick={() => setUploads((current) => current.filter((other) => other.key !== upload.key))}
                    >
                      Remove {upload.name}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor="photo-library" className="font-semibold">
          {hasPhotos || stored.length > 0 ? "Add photos" : "Choose photos"}
        </label>
        <p id="photo-hint" className="text-sm text-muted">
          JPEG, PNG or WebP, up to 30 MB each; several at once. Location and camera data are removed before anything is
          stored.
        </p>
        <input
          id="photo-library"
          type="file"
          name="photo"
          accept="image/*"
          multiple
          onChange={choose}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={fileInput}
        />
      </div>
      <div>
        <label htmlFor="photo-camera" className="font-semibold">
          Or take one now
        </label>
        <input
          id="photo-camera"
          type="file"
          name="photo"
          accept="image/*"
          capture="environment"
          onChange={choose}
          className={fileInput}
        />
      </div>
      {error && (
        <p id="photo-error" role="alert" className="font-semibold text-danger">
          {error}
        </p>
      )}
      {/* Shown with JavaScript too until a photo is stored, so that the page does not move under a
          finger as it starts running, and photos chosen before then keep their description. */}
      {stored.length === 0 && (
        <TextAreaField
          name="alt"
          label="What the new photos show"
          rows={2}
          maxLength={250}
          defaultValue={sharedAlt}
          error={altError}
          hint={
            hasPhotos
              ? "Only with new photos: it describes each one chosen here, which can then be described on its own."
              : "Needed before publishing. It goes with each new photo; each can then be described on its own."
          }
        />
      )}
    </div>
  );
}

/** A photo's way to /office/photos: its progress while it travels, or why it was refused (nothing once stored). */
export function SendingState({
  upload,
  className,
}: {
  upload:
    | { state: "sending"; name: string; percent: number }
    | { state: "refused"; error: string }
    | { state: "stored" | "none" };
  className?: string;
}) {
  if (upload.state === "sending")
    return (
      <label className={cn(className, "block")}>
        <span className="wrap-anywhere">
          {upload.name}: sending, {upload.percent}%
        </span>
        <progress max={100} value={upload.percent} className="mt-2 block w-full accent-forest" />
      </label>
    );
  if (upload.state === "refused")
    return (
      <p role="alert" className="font-semibold wrap-anywhere text-danger">
        {upload.error}
      </p>
    );
  return null;
}

/** A photo just stored, as /office/photos previewed it (described by the fields beside it). */
export function UploadedPreview({ photo, className }: { photo: UploadedPhoto; className: string }) {
  return <img src={photo.preview} width={photo.width} height={photo.height} alt="" className={className} />;
}

/** Whether any photo is still on its way (the form waits for it): read from the page, for the submit check. */
const photosInFlight = (form: HTMLFormElement) => form.querySelector("progress") !== null;

/**
 * A save pressed while a photo is still on its way is held back: the form's `onSubmit`, and the
 * `notice` saying so, for beside the buttons the owner pressed.
 */
export function useSaveWaitsForPhotos(message: string) {
  const [waiting, setWaiting] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const inFlight = photosInFlight(event.currentTarget);
    setWaiting(inFlight);
    if (inFlight) event.preventDefault();
  };
  const notice = waiting && (
    <p role="alert" className="rounded-lg border border-danger p-4 font-semibold text-danger">
      {message}
    </p>
  );
  return { onSubmit, notice };
}
