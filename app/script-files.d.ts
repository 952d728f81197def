// scripts/lib/script-files.ts: the path of each script that pages without React load as a file.
declare module "virtual:script-files" {
  const paths: { "carousel-script": string };
  export default paths;
}
