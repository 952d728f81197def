import { useId, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { fileInput, SendingState, sendPhoto, UploadedPreview } from "~/components/office/portfolio/PhotoUploader";
import { buttonClasses } from "~/components/ui/ButtonLink";
import type { UploadedPhoto } from "~/lib/office-form.server";
import { ALT_MIN } from "#common/office.ts";

type Upload =
  | { state: "none" }
  | { state: "sending"; name: string; percent: number }
  | { state: "stored"; photo: UploadedPhoto }
  | { state: "refused"; error: string };

/**
 * The toolbar's Picture: a photo from the phone's library or camera, sent at once through the
 * photos' own pipeline (/office/photos: stripped of its location, turned upright, its widths made
 * on request), and what it shows, which a picture needs before it goes into the text. `insert`
 * gets the photo's address and description. Its fields have no names: they are not the post's.
 */
export function PicturePicker({
  id,
  insert,
  close,
}: {
  id: string;
  insert: (address: string, description: string) => void;
  close: () => void;
}) {
  const [upload, setUpload] = useState<Upload>({ state: "none" });
  const [description, setDescription] = useState("");
  const [refusal, setRefusal] = useState<string>();
  const fields = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    event.target.value = "";
    setUpload({ state: "sending", name: file.name, percent: 0 });
    sendPhoto(file, (percent) => setUpload({ state: "sending", name: file.name, percent })).then(
      (photo) => setUpload({ state: "stored", photo }),
      (failure: Error) => setUpload({ state: "refused", error: failure.message }),
    );
  }

  function done() {
    if (upload.state !== "stored") return setRefusal("Choose the photo first; its bar fills as it is sent.");
    if (description.trim().length < ALT_MIN)
      return setRefusal(
        `Describe the picture for people who cannot see it (at least ${ALT_MIN} characters): say what it shows.`,
      );
    insert(upload.photo.preview, description);
  }

  // Enter in the description inserts the picture rather than sending the post's form.
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    done();
  };

  const described = refusal ? `${fields}-refusal` : `${fields}-hint`;
  return (
    <div id={id} role="group" aria-label="A picture in the text" className="mt-3 space-y-3 rounded-lg bg-stone p-4">
      <div>
        <label htmlFor={`${fields}-file`} className="font-semibold">
          {upload.state === "stored" ? "Choose another photo" : "Photo for the text"}
        </label>
        <input
          id={`${fields}-file`}
          type="file"
          accept="image/*"
          onChange={choose}
          aria-describedby={`${fields}-file-hint`}
          className={fileInput}
        />
        <p id={`${fields}-file-hint`} className="mt-1 text-sm text-muted">
          JPEG, PNG or WebP, up to 30 MB. Location and camera data are removed before anything is stored.
        </p>
      </div>
      <SendingState upload={upload} />
      {upload.state === "stored" && (
        <UploadedPreview photo={upload.photo} className="h-auto w-full max-w-xs rounded-lg" />
      )}
      <div>
        <label htmlFor={`${fields}-alt`} className="font-semibold">
          What the picture shows
        </label>
        <input
          id={`${fields}-alt`}
          type="text"
          maxLength={250}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          onKeyDown={enter}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={described}
          className="mt-1.5 block w-full rounded-lg border border-line bg-paper px-4 py-3 text-base aria-invalid:border-danger"
        />
        {refusal ? (
          <p id={`${fields}-refusal`} role="alert" className="mt-1 text-sm font-medium text-danger">
            {refusal}
          </p>
        ) : (
          <p id={`${fields}-hint`} className="mt-1 text-sm text-muted">
            Needed: for people who cannot see it, and for search engines.
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={done} className={buttonClasses("primary")}>
          Insert the picture
        </button>
        <button type="button" onClick={close} className={buttonClasses("secondary")}>
          Cancel
        </button>
      </div>
    </div>
  );
}
