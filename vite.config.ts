import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";

// `import photo from "./x.jpg?responsive"` yields a <picture> description: AVIF and WebP
// srcsets at three widths plus intrinsic width/height, generated at build.
const RESPONSIVE_WIDTHS = "480;960;1600";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  plugins: [
    tailwindcss(),
    imagetools({
      defaultDirectives: (url) =>
        url.searchParams.has("responsive")
          ? new URLSearchParams({ w: RESPONSIVE_WIDTHS, format: "avif;webp", as: "picture", quality: "62" })
          : new URLSearchParams(),
    }),
    reactRouter(),
  ],
});
