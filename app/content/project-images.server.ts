// A portfolio project's photos as the pages' <picture> elements show them: a seed render by its
// build-generated sources (and marked as a rendering), an uploaded photo by its addresses under
// /photos/, whose widths the server encodes on first request (server/photos/).
import type { ProjectPhoto, ShownProject } from "../../server/content/portfolio.ts";
import type { StoredPhoto } from "../../server/storage/content.ts";
import { photoPicture } from "../../server/photos/photos.ts";
import { mailPictures, pictures } from "./images.server";
import { pictureSchema, type Image } from "./schema";

/** One of a project's photos as a picture; undefined when its file is gone. */
export function photoImage(photo: ProjectPhoto, files: Record<number, StoredPhoto>): Image | undefined {
  if ("seed" in photo) {
    const picture = pictures[photo.seed];
    return picture ? { alt: photo.alt, picture: pictureSchema.parse(picture), rendering: true } : undefined;
  }
  const file = files[photo.photo];
  if (!file) return undefined;
  return { alt: photo.alt, focus: photo.focus, picture: photoPicture(file) };
}

/** A seed picture's e-mail JPEG by the address of its pages' fallback <img>. */
const seedMailPictures = new Map(
  Object.entries(pictures).map(([name, picture]) => [pictureSchema.parse(picture).img.src, mailPictures[name]!]),
);

/**
 * A picture's address for e-mail: a JPEG, 1080 px wide at most, on the site at `siteUrl`. An uploaded
 * photo's is its fallback <img>, made by the server as its other widths are; a seed picture's by the build.
 */
export function mailPicture(siteUrl: string, image: Image): string {
  const { src } = image.picture.img;
  const path = src.startsWith("/photos/") ? src : (seedMailPictures.get(src) ?? src);
  return new URL(path, siteUrl).href;
}

/** A project's pictures, in order, leaving out any whose file is gone. */
export const projectImages = (project: ShownProject): Image[] =>
  project.photos.flatMap((photo) => photoImage(photo, project.photoFiles) ?? []);

/** The photos after the cover, as the page lays them out: one by one, or a "before" beside the one after it. */
export type MorePhotos = ({ image: Image } | { before: Image; after: Image })[];

function morePhotos(photos: { image: Image; before: boolean }[]): MorePhotos {
  const more: MorePhotos = [];
  for (let index = 0; index < photos.length; index++) {
    const [photo, next] = [photos[index]!, photos[index + 1]];
    if (photo.before && next && !next.before) {
      more.push({ before: photo.image, after: next.image });
      index++;
    } else more.push({ image: photo.image });
  }
  return more;
}

/** What a project's page shows (and so what its loader writes into the page): its fields and pictures. */
export function projectPageData(project: ShownProject) {
  // Photos whose file is gone are left out (a pair then shows what is left of it).
  const shown = project.photos.flatMap((photo) => {
    const image = photoImage(photo, project.photoFiles);
    return image ? [{ image, before: photo.before === true }] : [];
  });
  const cover = shown.at(0);
  const { title, category, location, year, duration, description, story, scope, slug } = project;
  return {
    ...{ title, category, location, year, duration, description, story, scope, slug },
    // A draft may have no photo yet (its preview shows the page without one); a published project has one.
    image: cover?.image,
    more: morePhotos(shown.slice(1)),
  };
}
export type ProjectPageData = ReturnType<typeof projectPageData>;
