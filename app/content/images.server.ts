// Every source photo in app/assets/images, turned by vite-imagetools into AVIF/WebP srcsets with
// intrinsic sizes. Replacing a photo is a file change: drop a JPEG with the same name.
const modules = import.meta.glob<{ default: unknown }>("../assets/images/*.jpg", {
  query: "?responsive",
  eager: true,
});

export const pictures: Record<string, unknown> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.replace(/^.*\/(.+)\.jpg$/, "$1"), module.default]),
);
