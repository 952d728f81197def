import { useState } from "react";
import { Form } from "react-router";
import { SelectField, TextAreaField, TextField } from "~/components/contact/Field";
import { FocusField } from "~/components/office/content/FocusField";
import type { ItemFormProps } from "~/components/office/content/ListItemPage";
import { SaveButtons } from "~/components/office/content/SaveButtons";
import { FormErrors } from "~/components/ui/FormErrors";
import { OfficeCard } from "~/components/office/OfficeCard";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { Picture } from "~/components/ui/Picture";
import { PhotoUploader, useSaveWaitsForPhotos } from "./PhotoUploader";
import type { FormPhoto, ProjectFormValues } from "~/lib/office-kinds/portfolio.server";
import { fieldsOf, slugField } from "~/components/office/content/form-fields";
import { placed, useCarried } from "~/components/office/content/use-carried";
import { cn } from "~/lib/cn";

export type ProjectFormProps = ItemFormProps<ProjectFormValues> & { photos: FormPhoto[] };

/** The project's texts, each across the form. */
const texts = [
  {
    name: "description",
    label: "Description",
    required: true,
    rows: 3,
    maxLength: 300,
    hint: "One or two sentences: the cards on the portfolio show them.",
  },
  {
    name: "story",
    label: "The story",
    rows: 8,
    hint: "What the owners wanted, what you did, how it turned out. An empty line starts a new paragraph (up to 12).",
  },
  { name: "scope", label: "Scope of work", rows: 5, hint: "One item per line, up to 12, each under 120 characters." },
];

/** How the form names a photo it keeps (`photos.<n>.ref`): a seed picture or an uploaded photo. */
export const photoRef = (photo: FormPhoto) => ("seed" in photo ? `seed:${photo.seed}` : `photo:${photo.photo}`);

/**
 * A project's fields and photos, as one multipart form that works without JavaScript: photos are
 * chosen from the phone's library (several at once) or taken with its camera, and sent with the
 * fields. Publishing needs a description of every photo.
 */
export function ProjectForm(props: ProjectFormProps) {
  const { id, status, categories, values, photos, errors } = props;
  const field = fieldsOf(values, errors);
  const photoError = errors.photo ?? errors.photos;
  const photoWait = useSaveWaitsForPhotos("A photo is still on its way: save again once its bar is full.");
  // Photos dragged to a new order, for the photos as the page got them: the form posts them in it.
  const [arranged, arrange] = useState<{ of: FormPhoto[]; order: FormPhoto[] }>();
  const ordered = arranged?.of === photos ? arranged.order : photos;
  const { list, shown, isCarried, handle, guide } = useCarried(ordered, {
    keyOf: photoRef,
    titleOf: (photo) => `photo ${photos.indexOf(photo) + 1}`,
    hint: "Drag a photo by its handle to a new place, or focus the handle and press Space, the arrow keys, then Space again; the new order is saved with the project.",
    drop: (at) => arrange({ of: photos, order: placed(ordered, at) }),
  });
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 space-y-6" onSubmit={photoWait.onSubmit}>
      {/* Enter in a field presses a form's first button: let that be a plain save, never a photo's
          move or publishing. Out of sight and out of the tab order; the visible buttons say the same. */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        Save
      </button>
      <FormErrors errors={errors} />
      <OfficeCard title="The project">
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField {...field("title")} label="Title" required maxLength={80} className="sm:col-span-2" />
          <SelectField {...field("category")} label="Kind of project" options={categories} />
          <TextField
            {...field("location")}
            label="Neighbourhood or city"
            maxLength={80}
            hint="Never the street: “Baldwin Park, Orlando”. Left empty: Central Florida."
          />
          <TextField {...field("year")} label="Year finished" inputMode="numeric" maxLength={4} />
          <TextField
            {...field("duration")}
            label="How long it took"
            maxLength={40}
            hint="Like “9 weeks”; may stay empty."
          />
          {texts.map(({ name, ...text }) => (
            <TextAreaField key={name} {...field(name)} {...text} className="sm:col-span-2" />
          ))}
          {id !== undefined && <TextField {...slugField(field, "/portfolio/")} />}
        </div>
      </OfficeCard>

      <OfficeCard title="Photos">
        {photos.length > 0 && (
          <ol ref={list} className="mt-4 space-y-6">
            {shown.map((photo, index) => {
              const ref = photoRef(photo);
              return (
                <li
                  key={ref}
                  className={cn("grid gap-3 sm:grid-cols-2", isCarried(photo) && "bg-stone outline-2 outline-forest")}
                >
                  <input type="hidden" name={`photos.${index}.ref`} value={ref} />
                  <div className="relative">
                    {/* Over the photo's corner, so that its coming as the scripts run moves nothing. */}
                    {handle(photo, index, "absolute top-2 left-2 z-10 bg-paper shadow")}
                    {photo.image ? (
                      // Whole, in its own shape, so that one on its side is seen to be; its box is
                      // set before the file arrives, so the fields below it never move.
                      <Picture
                        image={photo.image}
                        sizes="12rem"
                        className="h-auto max-h-80 w-48 max-w-full rounded-lg object-contain"
                      />
                    ) : (
                      <p className="rounded-lg bg-stone p-4 text-sm">This photo is missing.</p>
                    )}
                    <p className="mt-1 text-sm text-muted">
                      {index === 0 ? "Cover photo" : `Photo ${index + 1}`}
                      {"seed" in photo && " · design rendering"}
                    </p>
                  </div>
                  <div className="space-y-3">
                    <TextAreaField
                      name={`photos.${index}.alt`}
                      label="What the photo shows"
                      rows={2}
                      maxLength={250}
                      defaultValue={photo.alt}
                      error={errors[`photos.${index}.alt`]}
                      hint="For people who cannot see it, and for search engines: “Walnut island with four stools under brass pendants”."
                    />
                    {"photo" in photo && (
                      <>
                        <FocusField name={`photos.${index}.focus`} focus={photo.focus} />
                        {/* For a photo its camera stored on its side: each saves the form with it turned a quarter. */}
                        <p className="flex flex-wrap gap-x-3 gap-y-2">
                          {(["left", "right"] as const).map((turn) => (
                            <button
                              key={turn}
                              type="submit"
                              name="photoTurn"
                              value={`${index}:${turn}`}
                              className={buttonClasses("secondary")}
                            >
                              Turn {turn}
                              <span className="sr-only"> (photo {index + 1})</span>
                            </button>
                          ))}
                        </p>
                      </>
                    )}
                    <div>
                      <label className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          name={`photos.${index}.before`}
                          defaultChecked={photo.before}
                          aria-invalid={errors[`photos.${index}.before`] ? true : undefined}
                          aria-describedby={`photos-${index}-before-hint`}
                          className="size-5"
                        />{" "}
                        Before the work
                      </label>
                      <p id={`photos-${index}-before-hint`} className="text-sm text-muted">
                        Shown beside the next photo as “Before” and “After”.
                      </p>
                      {errors[`photos.${index}.before`] && (
                        <p className="text-sm font-medium text-danger">{errors[`photos.${index}.before`]}</p>
                      )}
                    </div>
                    <label className="flex items-center gap-2">
                      <input type="checkbox" name={`photos.${index}.remove`} className="size-5" /> Remove this photo
                    </label>
                    {index > 0 && (
                      // Each saves the form with this photo moved (a plain post: no JavaScript needed).
                      <p className="flex flex-wrap gap-x-3 gap-y-2">
                        <button type="submit" name="photoFirst" value={index} className={buttonClasses("secondary")}>
                          Make it the cover
                        </button>
                        {index > 1 && (
                          <button
                            type="submit"
                            name="photoEarlier"
                            value={index}
                            className={buttonClasses("secondary")}
                          >
                            Move earlier
                          </button>
                        )}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {guide}
        <PhotoUploader
          firstIndex={photos.length}
          error={photoError}
          sharedAlt={values.alt}
          altError={errors.alt}
          hasPhotos={photos.length > 0}
        />
      </OfficeCard>

      {photoWait.notice}
      <SaveButtons isNew={id === undefined} status={status} draftChanges={{ pending: props.hasChanges }} />
    </Form>
  );
}
