import svg from "~/assets/favicon.svg?raw";

/**
 * The site's icon as a file, rendered from the same drawing at build: what iOS puts on a home
 * screen, and what search engines, which read the icon from the home page's head, can fetch
 * (the pages carry the drawing inline, app/root.tsx). 180 px, Apple's size, on the icon's own
 * green so that no transparent corner shows under the system's rounding.
 */
export async function loader() {
  const { default: sharp } = await import("sharp");
  const png = await sharp(Buffer.from(svg), { density: 288 })
    .resize(180, 180)
    .flatten({ background: "#2d4a3e" })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
