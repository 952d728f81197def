// After `react-router build`: writes brotli (quality 11) and gzip (level 9) twins of every text
// file in build/client, so the server sends compressed bytes without compressing per request
// (server/http/static-files.ts picks the twin the browser accepts). A twin that is not smaller than
// its original is not written.
import { readFileSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { clientFiles, COMPRESSIBLE } from "../server/http/static-files.ts";

const clientDir = process.argv[2] ?? "build/client";

const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
for (const file of clientFiles(clientDir)) {
  if (!COMPRESSIBLE.includes(extname(file))) continue;
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gzip = gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
  totals.files += 1;
  totals.raw += bytes.length;
  totals.br += Math.min(br.length, bytes.length);
  totals.gzip += Math.min(gzip.length, bytes.length);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${totals.files} files: ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)}`,
);
