import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/pages";

export default {
  ssr: true,
  // Every content page is rendered to static HTML at build. The form pages (/contact,
  // /consultation) stay server-rendered per request, and so does any unknown path (404).
  prerender: () => prerenderedPaths(),
} satisfies Config;
