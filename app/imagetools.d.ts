// vite-imagetools: `?responsive` (see vite.config.ts) yields a <picture> description.
declare module "*?responsive" {
  const picture: {
    sources: Record<string, string>;
    img: { src: string; w: number; h: number };
  };
  export default picture;
}
declare module "*&format=jpg&quality=80" {
  const url: string;
  export default url;
}
