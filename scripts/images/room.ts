// The room shell: floor, walls, ceiling, beams, openings with the daylight view, baseboards,
// ambient occlusion in the corners, sun patches, and the final photographic grade.

import { mix, shade } from "./color.ts";
import { mottle, outdoor, planks, speckles, tiles, type Bond, type ViewKind } from "./materials.ts";
import type { Rng } from "./rng.ts";
import { bbox, faceFlat, faceFront, faceSide, type CamSpec, type Face, type P, type Scene, type V3 } from "./scene.ts";

export type Wall = "back" | "left" | "right";

/** What every generated interior shares: its seed, room box (metres), camera, light and surfaces. */
export interface RoomBasics {
  seed: string;
  W: number;
  H: number;
  D: number;
  cam: CamSpec;
  light?: number;
  wall: string;
  left?: string;
  right?: string;
  ceil?: string;
  floor: FloorSpec;
  trim?: string | null;
}

export interface FloorSpec {
  kind: "planks" | "tile" | "terrazzo" | "concrete" | "herring" | "hex" | "checker" | "diag" | "subfloor" | "carpet";
  c: string;
  c2?: string;
  grout?: string;
  size?: number;
  along?: "x" | "z";
  gloss?: boolean;
  chips?: string[];
}

export type OpeningKind = "window" | "slider" | "fold" | "french" | "opening" | "arch";

export interface Opening {
  wall: Wall;
  a0: number;
  a1: number;
  b0: number;
  b1: number;
  kind: OpeningKind;
  frame: string;
  cols?: number;
  rows?: number;
  trim?: string | null;
  depth?: number;
  /** colour of the space seen through an interior opening (kind "opening") */
  beyond?: string;
  curtains?: string;
}

export interface RoomSpec {
  W: number;
  H: number;
  D: number;
  zn?: number;
  back: string;
  left?: string;
  right?: string;
  ceil: string;
  floor: FloorSpec;
  base?: string | null;
  crown?: string | null;
  beams?: { dir: "x" | "z"; n: number; c: string; w?: number; h?: number; from?: number };
  cans?: number;
  openings: Opening[];
  view: ViewKind;
  sun?: number;
  plaster?: boolean;
  noLeft?: boolean;
  noRight?: boolean;
}

export interface Shell {
  back: Face;
  left: Face;
  right: Face;
  floor: Face;
  glass: P[][];
}

export function wallPt(spec: RoomSpec, wall: Wall, a: number, b: number, d: number): V3 {
  if (wall === "back") return [a, b, spec.D + d];
  if (wall === "left") return [-d, b, a];
  return [spec.W + d, b, a];
}

export function shell(s: Scene, spec: RoomSpec, rng: Rng): Shell {
  const { W, H, D } = spec;
  const zn = spec.zn ?? 0.3;
  s.at(1000);
  const back = faceFront(D);
  const left = faceSide(0);
  const right = faceSide(W);
  const floor = faceFlat(0);
  const leftC = spec.left ?? spec.back;
  const rightC = spec.right ?? spec.back;

  // ceiling
  const cq: V3[] = [
    [0, H, zn],
    [W, H, zn],
    [W, H, D],
    [0, H, D],
  ];
  const cTop = s.p([0, H, zn])[1];
  const cBot = s.p([0, H, D])[1];
  s.poly(cq, s.lin(0, Math.max(cTop, -s.h), 0, cBot, [
    [0, shade(spec.ceil, -0.12)],
    [1, shade(spec.ceil, 0.02)],
  ]));
  // floor
  const fq: V3[] = [
    [0, 0, zn],
    [W, 0, zn],
    [W, 0, D],
    [0, 0, D],
  ];
  s.poly(fq, spec.floor.c);
  drawFloor(s, spec, zn, rng.fork("floor"));
  const fTop = s.p([0, 0, D])[1];
  s.poly(fq, s.lin(0, fTop, 0, s.h, [
    [0, "#fff8ea", 0.1],
    [0.5, "#000000", 0],
    [1, "#1a120c", 0.16],
  ]));

  // walls
  const wallPoly = (wall: Wall): V3[] =>
    wall === "back"
      ? [
          [0, 0, D],
          [W, 0, D],
          [W, H, D],
          [0, H, D],
        ]
      : wall === "left"
        ? [
            [0, 0, zn],
            [0, 0, D],
            [0, H, D],
            [0, H, zn],
          ]
        : [
            [W, 0, zn],
            [W, 0, D],
            [W, H, D],
            [W, H, zn],
          ];
  const bl = s.p([0, H, D]);
  const br = s.p([W, 0, D]);
  if (!spec.noLeft) {
    const edge = s.p([0, 0, zn])[0];
    s.poly(wallPoly("left"), s.lin(Math.max(edge, -s.w * 0.2), 0, bl[0], 0, [
      [0, shade(leftC, -0.13 - 0.05 * s.light)],
      [1, shade(leftC, -0.02 - 0.04 * s.light)],
    ]));
  }
  if (!spec.noRight) {
    const edge = s.p([W, 0, zn])[0];
    s.poly(wallPoly("right"), s.lin(Math.min(edge, s.w * 1.2), 0, br[0], 0, [
      [0, shade(rightC, -0.13 + 0.05 * s.light)],
      [1, shade(rightC, -0.02 + 0.04 * s.light)],
    ]));
  }
  const bw = wallPoly("back").map((v) => s.p(v));
  s.poly2(bw, s.rad((bl[0] + br[0]) / 2, (bl[1] + br[1]) / 2, Math.max(br[0] - bl[0], br[1] - bl[1]) * 0.75, [
    [0, shade(spec.back, 0.05)],
    [1, shade(spec.back, -0.05)],
  ], 0.7));
  if (spec.plaster) {
    mottle(s, bw, spec.back, rng.fork("pl"), 14, 0.03);
    if (!spec.noLeft) mottle(s, wallPoly("left").map((v) => s.p(v)), leftC, rng.fork("pl2"), 10, 0.03);
  }

  // beams / ceiling lights
  if (spec.beams) {
    const bm = spec.beams;
    const bw2 = bm.w ?? 0.2;
    const bh = bm.h ?? 0.22;
    if (bm.dir === "x") {
      for (let i = bm.n - 1; i >= 0; i--) {
        const z0 = bm.from ?? zn + 1.8;
        const z = z0 + ((D - z0) * (i + 0.5)) / bm.n;
        s.box({ x0: 0, x1: W, y0: H - bh, y1: H, z0: z, z1: z + bw2 }, { c: bm.c, bottom: shade(bm.c, -0.15) });
      }
    } else {
      const xs: number[] = [];
      for (let i = 0; i < bm.n; i++) xs.push((W * (i + 0.5)) / bm.n - bw2 / 2);
      xs.sort((p, q) => Math.abs(q + bw2 / 2 - s.cam.x) - Math.abs(p + bw2 / 2 - s.cam.x));
      for (const x of xs) s.box({ x0: x, x1: x + bw2, y0: H - bh, y1: H, z0: zn, z1: D }, { c: bm.c, bottom: shade(bm.c, -0.12) });
    }
  }
  if (spec.cans) {
    const n = spec.cans;
    for (let i = 0; i < n; i++) {
      for (const fx of [0.25, 0.75]) {
        const z = zn + 1 + ((D - zn - 1.4) * (i + 0.5)) / n;
        const [x, y] = s.p([W * fx, H, z]);
        const k = s.k(z);
        s.ellipse(x, y, 0.06 * k, 0.06 * k * Math.abs(s.cam.y - H) / z, "#fffbf0");
        s.ellipse(x, y, 0.075 * k, 0.075 * k * Math.abs(s.cam.y - H) / z, "none", `stroke="${shade(spec.ceil, -0.2)}" stroke-width="0.8"`);
      }
    }
  }

  // openings
  const glass: P[][] = [];
  for (const o of spec.openings) {
    const t = o.depth ?? 0.14;
    const q = [wallPt(spec, o.wall, o.a0, o.b0, t), wallPt(spec, o.wall, o.a1, o.b0, t), wallPt(spec, o.wall, o.a1, o.b1, t), wallPt(spec, o.wall, o.a0, o.b1, t)].map((v) => s.p(v));
    if (o.kind === "opening") {
      s.poly2(q, o.beyond ?? shade(spec.back, -0.08));
    } else glass.push(q);
  }
  const sideOpen = spec.openings.some((o) => o.wall !== "back" && o.kind !== "opening");
  outdoor(s, glass, { kind: spec.view, zWall: D + 0.2, x0: 0, x1: W, rng: rng.fork("view"), sides: sideOpen ? { zn, zFar: D + 2 } : undefined });
  for (const o of spec.openings) openingFrame(s, spec, o);

  // baseboards, crown
  if (spec.base !== null) {
    const bc = spec.base ?? shade(spec.back, 0.06);
    const bh = 0.11;
    s.poly([
      [0, 0, D - 0.015],
      [W, 0, D - 0.015],
      [W, bh, D - 0.015],
      [0, bh, D - 0.015],
    ], bc);
    s.line3([0, bh, D - 0.015], [W, bh, D - 0.015], shade(bc, 0.3), 0.004);
    if (!spec.noLeft) s.poly([
      [0.015, 0, zn],
      [0.015, 0, D],
      [0.015, bh, D],
      [0.015, bh, zn],
    ], shade(bc, -0.06));
    if (!spec.noRight) s.poly([
      [W - 0.015, 0, zn],
      [W - 0.015, 0, D],
      [W - 0.015, bh, D],
      [W - 0.015, bh, zn],
    ], shade(bc, -0.06));
    // cut baseboards at floor-level openings
    for (const o of spec.openings) if (o.b0 < 0.05) openingFrame(s, spec, o, true);
  }
  if (spec.crown) {
    const cc = spec.crown;
    s.poly([
      [0, H - 0.09, D - 0.02],
      [W, H - 0.09, D - 0.02],
      [W, H, D - 0.02],
      [0, H, D - 0.02],
    ], cc);
    s.line3([0, H - 0.09, D - 0.02], [W, H - 0.09, D - 0.02], shade(cc, -0.25), 0.004, 'opacity="0.6"');
    if (!spec.noLeft) s.poly([
      [0.02, H - 0.09, zn],
      [0.02, H - 0.09, D],
      [0.02, H, D],
      [0.02, H, zn],
    ], shade(cc, -0.05));
    if (!spec.noRight) s.poly([
      [W - 0.02, H - 0.09, zn],
      [W - 0.02, H - 0.09, D],
      [W - 0.02, H, D],
      [W - 0.02, H, zn],
    ], shade(cc, -0.05));
  }

  // ambient occlusion along the room's edges
  const ao = (a: V3, b: V3, c: V3, d: V3, op: number) => s.blurPoly([s.p(a), s.p(b), s.p(c), s.p(d)], "#20160e", op, Math.max(3, s.k(D) * 0.05));
  ao([0, 0, D], [W, 0, D], [W, 0.05, D], [0, 0.05, D], 0.3);
  ao([0, H, D], [W, H, D], [W, H - 0.04, D], [0, H - 0.04, D], 0.1);
  if (!spec.noLeft) {
    ao([0, 0, D], [0, H, D], [0.04, H, D], [0.04, 0, D], 0.14);
    ao([0, 0, zn], [0, 0, D], [0.07, 0, D], [0.07, 0, zn], 0.3);
  }
  if (!spec.noRight) {
    ao([W, 0, D], [W, H, D], [W - 0.04, H, D], [W - 0.04, 0, D], 0.14);
    ao([W, 0, zn], [W, 0, D], [W - 0.07, 0, D], [W - 0.07, 0, zn], 0.3);
  }

  // sun patches
  s.at(999);
  const sun = spec.sun ?? 0.22;
  if (sun > 0) {
    for (const o of spec.openings) {
      if (o.kind === "opening") continue;
      const dir: V3 = o.wall === "back" ? [0.3 * s.light, -0.75, -0.85] : o.wall === "left" ? [0.9, -0.75, -0.35] : [-0.9, -0.75, -0.35];
      const pts: P[] = [];
      for (const [a, b] of [
        [o.a0, o.b0],
        [o.a1, o.b0],
        [o.a1, o.b1],
        [o.a0, o.b1],
      ] as const) {
        const P0 = wallPt(spec, o.wall, a, b, 0);
        const t = P0[1] / -dir[1];
        const Q: V3 = [P0[0] + dir[0] * t, 0, Math.max(zn + 0.2, P0[2] + dir[2] * t)];
        pts.push(s.p(Q));
      }
      s.blurPoly(pts, "#fff3d9", sun, 4);
      if (spec.floor.gloss) {
        // soft reflection of the bright opening in a polished floor
        const refl = [o.a0, o.a1].flatMap((a, i) => {
          const top = wallPt(spec, o.wall, a, 0, 0);
          const bot = wallPt(spec, o.wall, a, -Math.min(1.4, o.b1 - o.b0) * 0.9, 0);
          return i === 0 ? [s.p(top), s.p(bot)] : [s.p(bot), s.p(top)];
        });
        const yTop = Math.min(...refl.map((p) => p[1]));
        const yBot = Math.max(...refl.map((p) => p[1]));
        s.poly2(refl, s.lin(0, yTop, 0, yBot, [
          [0, "#ffffff", 0.3],
          [1, "#ffffff", 0],
        ]));
      }
    }
  }
  return { back, left, right, floor, glass };
}

function drawFloor(s: Scene, spec: RoomSpec, zn: number, rng: Rng): void {
  const f = spec.floor;
  const F = faceFlat(0);
  const { W, D } = spec;
  const along = f.along ?? "z";
  switch (f.kind) {
    case "planks":
      planks(s, F, 0, zn, W, D, { c: f.c, w: f.size ?? 0.19, len: [1.2, 2.6], along: along === "z" ? "b" : "a", vary: 0.06 }, rng);
      break;
    case "subfloor":
      planks(s, F, 0, zn, W, D, { c: f.c, w: 1.22, len: [2.44, 2.44], along: "a", vary: 0.05, grain: false, seam: shade(f.c, -0.3) }, rng);
      break;
    case "herring":
      tiles(s, F, 0, zn, W, D, { c: f.c, grout: shade(f.c, -0.3), tw: 0.6, th: 0.1, bond: "herring", vary: 0.07, gap: 0.003 }, rng);
      break;
    case "tile":
    case "checker":
    case "hex":
    case "diag": {
      const sz = f.size ?? 0.6;
      const bond: Bond = f.kind === "tile" ? "stack" : f.kind === "checker" ? "checker" : f.kind === "hex" ? "hex" : "diag";
      tiles(s, F, 0, zn, W, D, { c: f.c, c2: f.c2, grout: f.grout ?? shade(f.c, -0.12), tw: sz, th: f.kind === "tile" && f.along === "x" ? sz / 2 : sz, bond, vary: 0.025, gap: sz > 0.3 ? 0.003 : 0.002 }, rng);
      break;
    }
    case "terrazzo":
      speckles(s, F, 0, zn, W, D, { colors: f.chips ?? ["#c5b7a5", "#9a9186", "#e0d6c8", "#7d8b85"], density: 500, size: [0.006, 0.03] }, rng);
      break;
    case "concrete": {
      const q = [s.p([0, 0, zn]), s.p([W, 0, zn]), s.p([W, 0, D]), s.p([0, 0, D])];
      mottle(s, q, f.c, rng, 16, 0.06);
      break;
    }
    default:
      break;
  }
}

function openingFrame(s: Scene, spec: RoomSpec, o: Opening, baseOnly = false): void {
  const t = o.depth ?? 0.14;
  const P = (a: number, b: number, d: number) => s.p(wallPt(spec, o.wall, a, b, d));
  const wallC = o.wall === "back" ? spec.back : o.wall === "left" ? (spec.left ?? spec.back) : (spec.right ?? spec.back);
  if (baseOnly) {
    // repaint the wall colour where the baseboard crosses a door opening
    const q = [P(o.a0, 0, -0.02), P(o.a1, 0, -0.02), P(o.a1, 0.12, -0.02), P(o.a0, 0.12, -0.02)];
    s.poly2(q, o.kind === "opening" ? (o.beyond ?? shade(spec.back, -0.08)) : shade(wallC, -0.1));
    return;
  }
  const cam = s.cam;
  const revealC = shade(wallC, -0.08);
  const quads: { q: P[]; c: string }[] = [];
  const j0 = o.wall === "back" ? cam.x > o.a0 : false;
  const j1 = o.wall === "back" ? cam.x < o.a1 : true;
  if (j0) quads.push({ q: [P(o.a0, o.b0, 0), P(o.a0, o.b1, 0), P(o.a0, o.b1, t), P(o.a0, o.b0, t)], c: shade(revealC, 0.04) });
  if (j1) quads.push({ q: [P(o.a1, o.b0, 0), P(o.a1, o.b1, 0), P(o.a1, o.b1, t), P(o.a1, o.b0, t)], c: shade(revealC, -0.04) });
  if (cam.y < o.b1) quads.push({ q: [P(o.a0, o.b1, 0), P(o.a1, o.b1, 0), P(o.a1, o.b1, t), P(o.a0, o.b1, t)], c: shade(revealC, -0.1) });
  if (cam.y > o.b0 && o.b0 > 0.02) quads.push({ q: [P(o.a0, o.b0, 0), P(o.a1, o.b0, 0), P(o.a1, o.b0, t), P(o.a0, o.b0, t)], c: shade(revealC, 0.1) });
  if (o.kind === "opening") {
    for (const qd of quads) s.poly2(qd.q, qd.c);
    if (o.trim) casing(s, spec, o, o.trim);
    return;
  }
  for (const qd of quads) s.poly2(qd.q, qd.c);
  const fc = o.frame;
  const fw = o.kind === "window" ? 0.05 : 0.06;
  const bar = (a0: number, b0: number, a1: number, b1: number, c = fc) => s.poly2([P(a0, b0, t), P(a1, b0, t), P(a1, b1, t), P(a0, b1, t)], c);
  // outer frame
  bar(o.a0, o.b0, o.a1, o.b0 + fw);
  bar(o.a0, o.b1 - fw, o.a1, o.b1);
  bar(o.a0, o.b0, o.a0 + fw, o.b1);
  bar(o.a1 - fw, o.b0, o.a1, o.b1);
  const cols = o.cols ?? (o.kind === "slider" ? 3 : o.kind === "fold" ? 5 : o.kind === "french" ? 2 : 2);
  const rows = o.rows ?? 1;
  const w = o.a1 - o.a0;
  for (let i = 1; i < cols; i++) {
    const a = o.a0 + (w * i) / cols;
    const mw = o.kind === "window" ? 0.035 : o.kind === "fold" ? 0.07 : 0.09;
    bar(a - mw / 2, o.b0, a + mw / 2, o.b1);
    if (o.kind === "slider" || o.kind === "fold") bar(a - mw / 2 + 0.01, o.b0, a - mw / 2 + 0.018, o.b1, shade(fc, 0.25));
  }
  if (rows > 1) {
    const h = o.b1 - o.b0;
    for (let j = 1; j < rows; j++) {
      const b = o.b0 + (h * j) / rows;
      bar(o.a0, b - 0.015, o.a1, b + 0.015);
    }
  }
  if (o.kind === "slider" || o.kind === "french" || o.kind === "fold") {
    // handles
    for (let i = 0; i < cols; i += o.kind === "fold" ? 2 : 1) {
      const a = o.a0 + (w * (i + 1)) / cols - 0.09;
      if (i === cols - 1 && o.kind !== "french") continue;
      bar(a - 0.012, 0.95, a + 0.012, 1.25, shade(fc, -0.2));
    }
    // threshold
    bar(o.a0, o.b0, o.a1, o.b0 + 0.03, shade(fc, 0.15));
  }
  if (o.trim) casing(s, spec, o, o.trim);
  if (o.curtains) curtains(s, spec, o, o.curtains);
}

function casing(s: Scene, spec: RoomSpec, o: Opening, c: string): void {
  const P = (a: number, b: number) => s.p(wallPt(spec, o.wall, a, b, -0.012));
  const cw = 0.075;
  const q = (a0: number, b0: number, a1: number, b1: number, col: string) => s.poly2([P(a0, b0), P(a1, b0), P(a1, b1), P(a0, b1)], col);
  q(o.a0 - cw, o.b0 > 0.05 ? o.b0 - 0.05 : 0, o.a0, o.b1, c);
  q(o.a1, o.b0 > 0.05 ? o.b0 - 0.05 : 0, o.a1 + cw, o.b1, shade(c, -0.03));
  q(o.a0 - cw - 0.02, o.b1, o.a1 + cw + 0.02, o.b1 + 0.1, c);
  if (o.b0 > 0.05) {
    q(o.a0 - cw - 0.03, o.b0 - 0.035, o.a1 + cw + 0.03, o.b0, shade(c, 0.05));
  }
  s.poly2([P(o.a0 - cw - 0.02, o.b1 + 0.1), P(o.a1 + cw + 0.02, o.b1 + 0.1), P(o.a1 + cw + 0.02, o.b1 + 0.11), P(o.a0 - cw - 0.02, o.b1 + 0.11)], shade(c, 0.2));
}

function curtains(s: Scene, spec: RoomSpec, o: Opening, c: string): void {
  const P = (a: number, b: number) => s.p(wallPt(spec, o.wall, a, b, -0.1));
  const top = Math.min(spec.H - 0.05, o.b1 + 0.25);
  for (const [a0, a1] of [
    [o.a0 - 0.35, o.a0 + 0.12],
    [o.a1 - 0.12, o.a1 + 0.35],
  ] as const) {
    const n = 6;
    for (let i = 0; i < n; i++) {
      const x0 = a0 + ((a1 - a0) * i) / n;
      const x1 = a0 + ((a1 - a0) * (i + 1)) / n;
      s.poly2([P(x0, 0.02), P(x1, 0.02), P(x1, top), P(x0, top)], shade(c, i % 2 ? -0.05 : 0.04));
    }
  }
  s.line2(P(o.a0 - 0.45, top + 0.02), P(o.a1 + 0.45, top + 0.02), "#3a332c", Math.max(1, 0.02 * s.k(spec.D)));
}

/** Global light: bloom around openings and a soft vignette, as in interior photography. */
export function grade(s: Scene, glass: P[][], opts: { vignette?: number; bloom?: number; warm?: number; leftShade?: number } = {}): void {
  s.at(-1000);
  const bloom = opts.bloom ?? 0.22;
  for (const g of glass) {
    const [x0, y0, x1, y1] = bbox(g);
    const cx = (x0 + x1) / 2;
    const cy = (y0 + y1) / 2;
    const r = Math.max(x1 - x0, y1 - y0) * 0.9;
    s.ellipse(cx, cy, r, r * 0.8, s.rad(cx, cy, r, [
      [0, "#fffaf0", bloom],
      [0.6, "#fffaf0", bloom * 0.35],
      [1, "#fffaf0", 0],
    ], 0.8));
  }
  if (opts.warm) s.rect2(0, 0, s.w, s.h, "#ffcf8a", `opacity="${opts.warm}"`);
  const v = opts.vignette ?? 0.22;
  const cx = s.w / 2;
  const cy = s.h / 2;
  s.rect2(0, 0, s.w, s.h, s.rad(cx, cy, Math.hypot(cx, cy), [
    [0, "#000000", 0],
    [0.6, "#000000", 0],
    [1, "#140d08", v],
  ], 0.85));
  if (opts.leftShade) {
    s.rect2(0, 0, s.w, s.h, s.lin(0, 0, s.w, 0, [
      [0, "#120d0a", opts.leftShade],
      [0.45, "#120d0a", opts.leftShade * 0.55],
      [0.75, "#120d0a", 0],
    ]));
  }
}

export { mix };
