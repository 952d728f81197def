// What a page's HTML makes a browser download, read from the markup React Router and our
// components write: scripts (module preloads and the modules imported by the inline ones),
// stylesheets, fonts (preloaded or in the inline stylesheet), images (with the
// candidate a phone would pick, and whether it is in the first view) and video sources.

export type PageImage = { url: string; eager: boolean };
export type PageResources = {
  scripts: string[];
  styles: string[];
  fonts: string[];
  images: PageImage[];
  videos: string[];
};

type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/**
 * Every script a page loads, from the ones its HTML names and the build's .vite/manifest.json:
 * their static imports, and what they import dynamically (with its own imports): a page that
 * names a module may fetch what it imports later, and counts it in its weight.
 */
export function loadedScripts(scripts: string[], manifest: ViteManifest): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const found = new Set(scripts);
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || found.has(`/${chunk.file}`)) return;
    found.add(`/${chunk.file}`);
    chunk.imports?.forEach(add);
  };
  for (const script of scripts) byFile.get(script)?.imports?.forEach(add);
  for (const script of [...found]) byFile.get(script)?.dynamicImports?.forEach(add);
  return [...found];
}

/** Lighthouse's mobile profile: a 412 px wide screen at 1.75 device pixels per CSS pixel. */
export const PHONE_DEVICE_PIXELS = 721;

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1]?.replaceAll("&amp;", "&");
const tags = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))].map(([tag]) => tag);

/** The srcset candidate a full-width image on a phone loads: the narrowest at least as wide as the screen. */
export function phoneCandidate(srcset: string, devicePixels = PHONE_DEVICE_PIXELS): string {
  const candidates = srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url: url!, width: Number.parseInt(descriptor ?? "0", 10) || 0 }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= devicePixels) ?? candidates.at(-1)!).url;
}

export function pageResources(html: string): PageResources {
  const links = tags(html, "link");
  const linksWith = (rel: string, as?: string) =>
    links
      .filter((tag) => attribute(tag, "rel") === rel && (!as || attribute(tag, "as") === as))
      .map((tag) => attribute(tag, "href")!);

  const images: PageImage[] = [];
  for (const [picture] of html.matchAll(/<picture\b[\s\S]*?<\/picture>/g)) {
    // Browsers take the first source they support; every browser we serve supports AVIF or WebP.
    const source = tags(picture, "source")[0];
    const img = tags(picture, "img")[0]!;
    const url = source ? phoneCandidate(attribute(source, "srcset")!) : attribute(img, "src")!;
    images.push({ url, eager: attribute(img, "loading") !== "lazy" });
  }
  const outsidePictures = html.replace(/<picture\b[\s\S]*?<\/picture>/g, "");
  for (const img of tags(outsidePictures, "img"))
    images.push({ url: attribute(img, "src")!, eager: attribute(img, "loading") !== "lazy" });

  return {
    scripts: [
      ...new Set([
        ...linksWith("modulepreload"),
        ...tags(html, "script")
          .map((tag) => attribute(tag, "src"))
          .filter((src) => src !== undefined),
        // Modules imported by inline module scripts (React Router's, deferred until load or not).
        ...[...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].flatMap(([, body]) =>
          [...body!.matchAll(/import\s*(?:\*\s*as\s+\w+\s+from\s*)?\(?"(\/[^"]+\.js)"/g)].map(([, url]) => url!),
        ),
      ]),
    ],
    styles: linksWith("stylesheet"),
    // Preloaded, or named by the @font-face rules of the page's inline stylesheet.
    fonts: [
      ...new Set([
        ...linksWith("preload", "font"),
        ...[...html.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)].map(([, url]) => url!),
      ]),
    ],
    images,
    videos: tags(html, "source")
      .map((tag) => attribute(tag, "src"))
      .filter((src): src is string => src !== undefined && /\.(mp4|webm)$/.test(src)),
  };
}
