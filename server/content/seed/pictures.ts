// The pictures the site starts with (app/assets/images/, described in its manifest.json): the
// seed content names them, and a saved item may name only these or an uploaded photo. The manifest
// is data the build's image pipeline reads there too, so the server reads the file as it is rather
// than importing the app. It is read at the first question, by the services (server/services.ts,
// run from the source tree): the pages' bundle carries this module for the content's types and
// rules, but from build/server/ the path below leads nowhere, and no page asks.
import { readFileSync } from "node:fs";

const manifestFile = new URL("../../../app/assets/images/manifest.json", import.meta.url);
let alts: Map<string, string> | undefined;
/** Each starting picture's alt text, by name. */
const altOf = () => {
  if (alts) return alts;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { images: { name: string; alt: string }[] };
  alts = new Map(manifest.images.map((image) => [image.name, image.alt]));
  return alts;
};

export const isStartingPicture = (name: string) => altOf().has(name);

/** A starting picture by its name, described by its alt text (or `fallback`, naming what it shows). */
export const seedPicture = (name: string, fallback: string) => ({ seed: name, alt: altOf().get(name) ?? fallback });
