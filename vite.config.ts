import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { serverStaysOnServer } from "./scripts/lib/server-boundary.ts";
import { scriptFiles } from "./scripts/lib/script-files.ts";
import { carouselScript } from "./app/components/ui/carousel-script.ts";

// `import photo from "./x.jpg?responsive"` yields a <picture> description: AVIF and WebP
// srcsets at four widths plus intrinsic width/height, generated at build. 760 is there for
// phones: a 412 px wide screen at 1.75x needs 721 pixels, and would otherwise get 1080.
const RESPONSIVE_WIDTHS = "480;760;1080;1600";
// `?portrait` yields the same for a 9:16 crop from the centre, for a full-bleed picture on a
// phone held upright (the hero): the landscape picture would be shown there as a narrow slice of
// a width that no srcset candidate reaches. A 1080 px high render allows crops up to 607 px wide.
const PORTRAIT_WIDTHS = "400;600";
// The phone's hero is its largest paint: at 45 its AVIF stays under 14 KB, what a new connection
// delivers in its first round trip (a little more took a second one on a slow line).
const PORTRAIT_QUALITY = "45";
const QUALITY = "50";
// The encoders' effort: AVIF at sharp's default (4) took 9-13 s for a picture's four widths and
// made a fresh clone's first `npm start` take 218 s, nearly all of it here; at 2 it takes about a
// second, and quality 50 keeps the files the size quality 55 made at effort 4.
const EFFORT = "2";

/** What an image import's query asks for (`?responsive`, `?portrait`, `?mail`). */
const IMAGE_DIRECTIVES = {
  responsive: { w: RESPONSIVE_WIDTHS, format: "avif;webp", as: "picture", quality: QUALITY, effort: EFFORT },
  portrait: {
    w: PORTRAIT_WIDTHS,
    aspect: "9:16",
    fit: "cover",
    position: "centre",
    format: "avif;webp",
    as: "picture",
    quality: PORTRAIT_QUALITY,
    effort: EFFORT,
  },
  // E-mail's one picture (app/content/project-images.server.ts): JPEG, which every mail client shows.
  mail: { w: "1080", format: "jpg", quality: "70" },
};

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // Development only: the browser's packages, bundled once when `npm run dev` starts. Discovery is
  // off because it found server packages: for each page React Router's dev server looks for the
  // CSS the page's modules import by walking their server-side imports (loaders, *.server.ts) and
  // resolving each one as the browser would, and Vite took every package met on the way
  // (@react-email/render, ical-generator, marked...) for a new browser dependency, bundled it and
  // reloaded the open page, up to four times on the first visit with an empty cache. So the list is
  // declared here, beside React Router's own (react, react-dom, react-router): every package the
  // pages import in the browser, the lazy ones (the passkey library on the office's sign-in) too. A package added to the browser and not here is served
  // unbundled from node_modules, which works for an ES module; a CommonJS one would fail to load.
  optimizeDeps: {
    noDiscovery: true,
    include: ["clsx", "lucide-react", "@simplewebauthn/browser"],
  },
  // Where development keeps that bundle (default node_modules/.vite): tests/e2e/dev-server.spec.ts
  // starts its server with an empty folder of its own, to check the first visit on a cold cache
  // without emptying the cache of a dev server running beside it.
  cacheDir: process.env.VITE_CACHE_DIR,
  build: {
    // Kept in build/client/.vite (never served): scripts/audit-weights.ts reads which chunks a
    // page's scripts import after hydration.
    manifest: true,
    rolldownOptions: {
      output: {
        // Pictures, fonts and the film under names with a 4-character hash (Rolldown writes 8):
        // a name is there for the browser to keep the file a year and to fetch a changed one
        // afresh, which 24 bits of hash do as well. A page names up to 180 of them (each picture
        // in two formats at four widths), random characters that compression cannot shorten, and
        // a page's first paint waits for its whole HTML (server/http/critical-css.ts): the
        // shorter names take 0.3-0.5 KB of brotli off the home page and the portfolio.
        assetFileNames: "assets/[name]-[hash:4][extname]",
        // Fewer, larger files for the browser: on a phone's connection every extra request
        // costs a round trip. React and the router travel together, as do the small UI
        // modules several routes share; each route's own code stays apart.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            // The enquiry pages' code (the fields, notices and drafts of components/contact, the
            // rules they check in the browser, the in-place submission) as one file: /contact,
            // /consultation and the manage page share most of it, and no other page a visitor
            // opens needs any (the home page carried 2.4 KB of it in "shared"); the office's forms
            // load it for its fields.
            {
              name: "forms",
              test: /(app[\\/](components[\\/]contact[\\/]|lib[\\/]submit-in-place)|common[\\/]enquiry\.ts)/,
              minShareCount: 2,
              priority: 5,
            },
            // The carousel, its script and the home gallery (shown by the home page and the office's
            // preview of it) as one file: only the pages that show a carousel and load React load
            // it, and the home page no more files than before.
            {
              name: "carousel",
              test: /app[\\/]components[\\/](ui[\\/](Carousel|carousel-script)|home[\\/]Gallery)/,
              priority: 5,
            },
            // The client's signing pages' parts (the estimate's document, the signing forms and
            // their pad, the way to reach us) as one file: only the estimate, change order and
            // review pages load it, never a page a visitor browses.
            {
              name: "signing",
              test: /app[\\/](components[\\/](estimates[\\/]|ui[\\/]ReachUs)|lib[\\/]signing-page)/,
              minShareCount: 2,
              priority: 5,
            },
            // Those groups' modules stay out of "shared", as do a project's, a service's, the
            // about and the process page's article (each its own route and the office's preview of
            // it: pages without script) and the office's components and helpers: the pages
            // without them would otherwise carry their code. The office's date formats (lib/office-dates.ts), once
            // shared, cost every hydrating page about 150 ms of a throttled phone's main thread:
            // its first Intl.DateTimeFormat loads the browser's locale and time-zone data.
            {
              name: "shared",
              test: /(app[\\/](components|lib|config|content)[\\/](?!ui[\\/](Carousel|carousel-script|ReachUs)|home[\\/]Gallery|contact[\\/]|estimates[\\/]|signing-page|submit-in-place|blog[\\/]|portfolio[\\/]ProjectArticle|services[\\/]ServiceArticle|about[\\/]|process[\\/]|office[\\/]|office-)|node_modules[\\/](lucide-react|clsx)[\\/])/,
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  environments: {
    // The server build's entry is the React Router part of the HTTP server (the framework's
    // custom-server pattern): it re-exports the ServerBuild and adds the request handler.
    ssr: { build: { rolldownOptions: { input: "./app/server-entry.ts" } } },
  },
  plugins: [
    serverStaysOnServer(),
    scriptFiles({ "carousel-script": carouselScript }),
    tailwindcss(),
    imagetools({
      defaultDirectives: (url) => {
        const kind = (Object.keys(IMAGE_DIRECTIVES) as (keyof typeof IMAGE_DIRECTIVES)[]).find((name) =>
          url.searchParams.has(name),
        );
        return new URLSearchParams(kind ? IMAGE_DIRECTIVES[kind] : {});
      },
    }),
    reactRouter(),
  ],
});
