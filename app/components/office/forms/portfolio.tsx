import { ListItemPage } from "~/components/office/content/ListItemPage";
import { photoRef, ProjectForm } from "~/components/office/portfolio/ProjectForm";
import { useKindForm } from "~/components/office/content/use-kind-form";
import type { FormProps } from "~/lib/office-kind";
import type { kind } from "~/lib/office-kinds/portfolio.server";

// One project: a new one (/office/portfolio/new) or one saved (/office/portfolio/<id>), with its
// fields and photos, publishing, its last revisions to restore, and the trash.

// React runs here for the photos: each travels as soon as it is chosen, with its progress.

const notices: Record<string, string> = {
  saved: "Saved.",
  savedDraft: "Saved as a draft: the portfolio shows it once you publish it.",
  reordered: "Photos reordered and saved: the first is the cover.",
  turned: "Photo turned and saved.",
  changes: "Saved as a draft: the site still shows the project as it was. Preview the changes, then publish them.",
  discarded: "The draft changes are given up: this is the project as the site shows it.",
  published: "Published: the project is on the site now.",
  unpublished: "Unpublished: the project is off the site, kept here as a draft.",
  restored: "The earlier version is restored (as the newest revision); changes kept as a draft, if any, are given up.",
  restoredLive:
    "The earlier version is restored (as the newest revision) and is on the site now; changes kept as a draft, if any, are given up.",
  untrashed: "Restored from the trash, as it was.",
};

export default function OfficeProject({ loaderData, actionData }: FormProps<typeof kind>) {
  const { id, hasChanges, siteSlug, values, photos, revisions } = loaderData;
  const { saves, typed: refused, errors } = useKindForm(values, actionData);
  const shownPhotos = refused?.photos ?? photos;
  return (
    <ListItemPage
      data={loaderData}
      answered={Boolean(actionData)}
      list={{ to: "/office/portfolio", label: "All projects" }}
      path={`/portfolio/${siteSlug}`}
      notices={notices}
      trashNote="The project leaves the site at once and waits in the trash for 30 days."
    >
      <ProjectForm
        // A new form whenever the server lists the photos anew (after a save, or a refused post that
        // kept them): the photos uploaded with JavaScript are then among its list, and must leave the
        // uploader's, or the next save would send them twice.
        key={`${saves}:${id ?? "new"}:${revisions[0]?.id ?? ""}:${hasChanges}:${shownPhotos.map(photoRef).join(",")}`}
        {...loaderData}
        values={refused?.values ?? values}
        photos={shownPhotos}
        errors={errors}
      />
    </ListItemPage>
  );
}
