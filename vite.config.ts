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
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger files for the browser: on a phone's connection every extra request
        // costs a round trip. React and the router travel together, as do the small UI
        // modules several routes share; each route's own code stays apart, and the
        // carousel library loads on its own after hydration (components/ui/Carousel.tsx).
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            { name: "shared", test: /(app[\\/](components|lib|config|content)|node_modules[\\/](lucide-react|clsx))[\\/]/, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
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
