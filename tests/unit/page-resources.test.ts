import { describe, expect, it } from "vitest";
import { loadedScripts, pageResources, phoneCandidate } from "../../scripts/lib/page-resources.ts";

describe("phoneCandidate", () => {
  it("takes the narrowest candidate that covers a phone screen, or the widest there is", () => {
    expect(phoneCandidate("/a-480.avif 480w, /a-760.avif 760w, /a-1080.avif 1080w")).toBe("/a-760.avif");
    expect(phoneCandidate("/a-1080.avif 1080w, /a-480.avif 480w")).toBe("/a-1080.avif");
    expect(phoneCandidate("/a-320.avif 320w, /a-480.avif 480w")).toBe("/a-480.avif");
  });
});

describe("pageResources", () => {
  const html = `<html><head>
    <link rel="preload" as="image" imageSrcSet="/hero-480.avif 480w"/>
    <link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>
    <link rel="preload" href="/assets/fraunces.woff2" as="font" type="font/woff2"/>
    <link rel="modulepreload" href="/assets/framework.js"/><link rel="modulepreload" href="/assets/home.js"/>
    </head><body>
    <picture><source type="image/avif" srcSet="/hero-480.avif 480w, /hero-760.avif 760w"/><source type="image/webp" srcSet="/hero-760.webp 760w"/><img src="/hero.webp" loading="eager"/></picture>
    <picture><source type="image/avif" srcSet="/card-760.avif 760w"/><img src="/card.webp" loading="lazy"/></picture>
    <img src="/logo.svg"/>
    <video><source src="/assets/hero.webm" type="video/webm"/><source src="/assets/hero.mp4" type="video/mp4"/></video>
    <script type="module" async="">import "/assets/framework.js"</script><script src="/assets/legacy.js"></script>
    <script type="text/x-deferred-module">import * as route0 from "/assets/root.js";
import("/assets/entry.client.js");</script>
  </body></html>`;

  it("lists what a browser downloads, images as a phone picks them", () => {
    expect(pageResources(html)).toEqual({
      scripts: [
        "/assets/framework.js",
        "/assets/home.js",
        "/assets/legacy.js",
        "/assets/root.js",
        "/assets/entry.client.js",
      ],
      styles: ["/assets/app.css"],
      fonts: ["/assets/fraunces.woff2"],
      images: [
        { url: "/hero-760.avif", eager: true },
        { url: "/card-760.avif", eager: false },
        { url: "/logo.svg", eager: true },
      ],
      videos: ["/assets/hero.webm", "/assets/hero.mp4"],
    });
  });
});

describe("loadedScripts", () => {
  const manifest = {
    "app/routes/office/sign-in.tsx": { file: "assets/sign-in.js", imports: ["app/components/office/Passkey.tsx"] },
    "app/components/office/Passkey.tsx": {
      file: "assets/passkey.js",
      imports: ["_shared.js"],
      dynamicImports: ["node_modules/webauthn/index.js"],
    },
    "node_modules/webauthn/index.js": { file: "assets/webauthn.js", imports: ["_helpers.js"] },
    "_helpers.js": { file: "assets/helpers.js" },
    "_shared.js": { file: "assets/shared.js" },
  };

  it("adds the chunks the page's scripts import, and those they import on load, with their own imports", () => {
    expect(loadedScripts(["/assets/sign-in.js"], manifest)).toEqual([
      "/assets/sign-in.js",
      "/assets/passkey.js",
      "/assets/shared.js",
      "/assets/webauthn.js",
      "/assets/helpers.js",
    ]);
  });

  it("adds nothing for pages without imports, and nothing twice", () => {
    expect(loadedScripts(["/assets/shared.js"], manifest)).toEqual(["/assets/shared.js"]);
    expect(loadedScripts(["/assets/passkey.js", "/assets/webauthn.js"], manifest)).toEqual([
      "/assets/passkey.js",
      "/assets/webauthn.js",
      "/assets/shared.js",
      "/assets/helpers.js",
    ]);
  });
});
