// Pixel comparison of two renders (16-bit PNGs or JPEGs), for showing that a renderer refactor
// changed no picture: Cycles itself differs by a few 16-bit levels between two runs of one scene.
//   node render/compare.ts <a.png> <b.png>
import sharp from "sharp";

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error("usage: node render/compare.ts <a.png> <b.png>");
  process.exit(2);
}
const load = (f: string) =>
  sharp(f).toColourspace("rgb16").raw({ depth: "ushort" }).toBuffer({ resolveWithObject: true });
const [A, B] = await Promise.all([load(a), load(b)]);
if (A.info.width !== B.info.width || A.info.height !== B.info.height) {
  console.log(`different sizes: ${A.info.width}x${A.info.height} vs ${B.info.width}x${B.info.height}`);
  process.exit(1);
}
const x = new Uint16Array(A.data.buffer, A.data.byteOffset, A.data.length / 2);
const y = new Uint16Array(B.data.buffer, B.data.byteOffset, B.data.length / 2);
let max = 0;
let sum = 0;
let differing = 0;
for (let i = 0; i < x.length; i++) {
  const d = Math.abs(x[i]! - y[i]!);
  if (d > max) max = d;
  sum += d;
  if (d) differing++;
}
console.log(
  `${A.info.width}x${A.info.height}: max difference ${max}/65535 (${(max / 257).toFixed(2)} 8-bit levels), ` +
    `mean ${(sum / x.length).toFixed(4)}, ${differing} of ${x.length} channel values differ`,
);
