// The pictures the site starts with (app/assets/images/, described in its manifest.json): the
// seed content names them, and a saved item may name only these or an uploaded photo.
import manifest from "../../app/assets/images/manifest.json" with { type: "json" };

/** Each starting picture's alt text, by name. */
const altOf = new Map(manifest.images.map((image) => [image.name, image.alt]));

export const isStartingPicture = (name: string) => altOf.has(name);

/** A starting picture by its name, described by its alt text (or `fallback`, naming what it shows). */
export const seedPicture = (name: string, fallback: string) => ({ seed: name, alt: altOf.get(name) ?? fallback });
