// vite-imagetools: `?responsive` and `?portrait` (see vite.config.ts) yield a <picture> description.
type PictureDescription = {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
};
declare module "*?responsive" {
  const picture: PictureDescription;
  export default picture;
}
declare module "*?portrait" {
  const picture: PictureDescription;
  export default picture;
}
declare module "*&format=jpg&quality=80" {
  const url: string;
  export default url;
}
