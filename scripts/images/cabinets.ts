// Cabinetry: door and drawer fronts with hardware, cabinet runs along a wall (base, uppers,
// tall units, sink, range and hood), islands, counters.

import { mix, shade } from "./color.ts";
import { grain, mottle, speckles, tiles, veins, type TileSpec } from "./materials.ts";
import type { Rng } from "./rng.ts";
import { faceFlat, type Face, type Scene, type V3 } from "./scene.ts";
import { dishes, faucet, shelfDecor } from "./decor.ts";

export interface Metal {
  base: string;
  hi: string;
  lo: string;
}

export const METAL = {
  brass: { base: "#b99258", hi: "#ecd49c", lo: "#7a5a2c" },
  black: { base: "#2b2927", hi: "#6a6560", lo: "#111010" },
  nickel: { base: "#b9bab6", hi: "#f3f3ef", lo: "#777874" },
  bronze: { base: "#5c4837", hi: "#94785e", lo: "#2c2219" },
  steel: { base: "#c3c6c6", hi: "#f0f2f1", lo: "#878b8b" },
} satisfies Record<string, Metal>;

export type DoorStyle = "shaker" | "slab" | "inset" | "fluted" | "glass" | "beaded" | "raised" | "open";
export type PullKind = "bar" | "knob" | "cup" | "long" | "edge" | "none";

export interface Finish {
  c: string;
  style: DoorStyle;
  wood?: boolean;
  pull: PullKind;
  metal: Metal;
  /** drawers use knobs/cups, doors use this (mixed hardware) */
  drawerPull?: PullKind;
}

export type Role = "doorL" | "doorR" | "drawer" | "tallL" | "tallR" | "upperL" | "upperR" | "panel";

const GAP = 0.0026;

export function withTone(f: Finish, tone: number): Finish {
  return tone ? { ...f, c: shade(f.c, tone) } : f;
}

/** One door / drawer front in face coordinates (a along the run, b = height). */
export function panel(s: Scene, F: Face, a0: number, b0: number, a1: number, b1: number, fin: Finish, role: Role, rng: Rng): void {
  const A0 = a0 + GAP;
  const A1 = a1 - GAP;
  const B0 = b0 + GAP;
  const B1 = b1 - GAP;
  const c = fin.c;
  const w = A1 - A0;
  const h = B1 - B0;
  if (w <= 0.01 || h <= 0.01) return;
  s.frect(F, A0, B0, A1, B1, c);
  const drawer = role === "drawer";
  if (fin.wood) grain(s, F, A0, B0, A1, B1, c, drawer || role === "panel" ? "a" : "b", rng.fork(Math.round(a0 * 1000 + b0 * 77)));
  const dark = shade(c, -0.4);
  const lite = shade(c, 0.35);
  let style = fin.style;
  if ((style === "shaker" || style === "beaded" || style === "raised" || style === "inset") && h < 0.12) style = "slab";
  if (style === "glass" && drawer) style = "shaker";
  if (style === "shaker" || style === "beaded" || style === "raised" || style === "inset" || style === "glass") {
    const fw = Math.max(0.03, Math.min(0.068, Math.min(w, h) * 0.17));
    const I0 = A0 + fw;
    const I1 = A1 - fw;
    const J0 = B0 + fw;
    const J1 = B1 - fw;
    if (style === "glass") {
      s.frect(F, I0, J0, I1, J1, shade(c, -0.5));
      const inner = mix(shade(c, -0.25), "#f4efe6", 0.35);
      s.frect(F, I0, J0, I1, J1, inner, 'opacity="0.92"');
      const nShelves = h > 0.7 ? 2 : 1;
      for (let i = 1; i <= nShelves; i++) {
        const sb = J0 + ((J1 - J0) * i) / (nShelves + 1);
        s.frect(F, I0, sb - 0.008, I1, sb + 0.008, shade(inner, 0.1));
      }
      for (let i = 0; i <= nShelves; i++) {
        const sb = J0 + ((J1 - J0) * i) / (nShelves + 1) + 0.012;
        dishes(s, F, I0 + 0.02, I1 - 0.02, sb, Math.min((J1 - J0) / (nShelves + 1) - 0.04, 0.26), rng.fork(i + a0 * 100));
      }
      // glare
      s.fpoly(F, [
        [I0, J0 + (J1 - J0) * 0.55],
        [I0 + (I1 - I0) * 0.5, J1],
        [I0 + (I1 - I0) * 0.75, J1],
        [I0, J0 + (J1 - J0) * 0.2],
      ], "#ffffff", 'opacity="0.13"');
      if (w > 0.35) s.frect(F, (I0 + I1) / 2 - 0.008, J0, (I0 + I1) / 2 + 0.008, J1, c);
    } else {
      s.frect(F, I0, J0, I1, J1, shade(c, style === "raised" ? 0.02 : -0.03));
      if (fin.wood) grain(s, F, I0, J0, I1, J1, c, drawer ? "a" : "b", rng.fork(Math.round(b1 * 999 + a1 * 33)));
      if (style === "raised") {
        const e = 0.025;
        s.fpoly(F, [
          [I0, J1],
          [I1, J1],
          [I1 - e, J1 - e],
          [I0 + e, J1 - e],
        ], shade(c, 0.12));
        s.fpoly(F, [
          [I0, J0],
          [I1, J0],
          [I1 - e, J0 + e],
          [I0 + e, J0 + e],
        ], shade(c, -0.12));
      }
    }
    s.fline(F, I0, J1, I1, J1, dark, 0.004, 'opacity="0.5"');
    s.fline(F, I0, J0, I0, J1, dark, 0.003, 'opacity="0.28"');
    s.fline(F, I0, J0, I1, J0, lite, 0.003, 'opacity="0.7"');
    s.fline(F, I1, J0, I1, J1, lite, 0.0025, 'opacity="0.35"');
    if (style === "beaded") {
      const e = 0.014;
      s.fline(F, I0 + e, J1 - e, I1 - e, J1 - e, dark, 0.002, 'opacity="0.3"');
      s.fline(F, I0 + e, J0 + e, I1 - e, J0 + e, lite, 0.002, 'opacity="0.5"');
    }
    if (style === "inset") {
      s.fline(F, A0, B1, A1, B1, dark, 0.003, 'opacity="0.55"');
      s.fline(F, A0, B0, A0, B1, dark, 0.003, 'opacity="0.45"');
    }
  } else if (style === "fluted") {
    const fl = 0.024;
    const n = Math.max(3, Math.round(w / fl));
    const step = w / n;
    for (let i = 0; i < n; i++) {
      const x = A0 + i * step;
      s.frect(F, x, B0, x + step * 0.5, B1, shade(c, 0.06));
      s.frect(F, x + step * 0.5, B0, x + step, B1, shade(c, -0.05));
      s.fline(F, x + step, B0, x + step, B1, shade(c, -0.3), 0.0015, 'opacity="0.6"');
    }
  } else {
    s.fline(F, A0, B1, A1, B1, lite, 0.002, 'opacity="0.45"');
  }
  if (fin.style !== "glass" || drawer) pull(s, F, A0, B0, A1, B1, drawer ? (fin.drawerPull ?? fin.pull) : fin.pull, fin.metal, role);
}

export function pull(s: Scene, F: Face, A0: number, B0: number, A1: number, B1: number, kind: PullKind, m: Metal, role: Role): void {
  if (kind === "none") return;
  const w = A1 - A0;
  const h = B1 - B0;
  if (kind === "edge") {
    if (role === "drawer") s.frect(F, A0, B1 - 0.012, A1, B1, m.lo, 'opacity="0.75"');
    else s.frect(F, role.endsWith("L") ? A1 - 0.012 : A0, B0 + h * 0.55, role.endsWith("L") ? A1 : A0 + 0.012, B1, m.lo, 'opacity="0.6"');
    return;
  }
  let pa = 0;
  let pb = 0;
  let vertical = true;
  let len = 0.13;
  const edgeA = role.endsWith("L") ? A1 - 0.045 : A0 + 0.045;
  if (role === "drawer") {
    vertical = false;
    pa = (A0 + A1) / 2;
    pb = h > 0.3 ? B1 - 0.09 : (B0 + B1) / 2;
    len = Math.min(0.32, Math.max(0.1, w * 0.38));
  } else if (role === "upperL" || role === "upperR") {
    pa = edgeA;
    pb = B0 + 0.09;
    len = 0.11;
  } else if (role === "tallL" || role === "tallR") {
    pa = edgeA;
    pb = Math.min(1.15, B0 + h * 0.5);
    len = kind === "long" ? 0.5 : 0.26;
  } else if (role === "doorL" || role === "doorR") {
    pa = edgeA;
    pb = B1 - 0.11;
    len = kind === "long" ? 0.3 : 0.13;
  } else return;
  if (kind === "knob" || (kind === "cup" && role !== "drawer")) {
    const r = 0.015;
    s.fcircle(F, pa + 0.004, pb - 0.006, r, "#000000", 'opacity="0.22"');
    s.fcircle(F, pa, pb, r, m.base);
    s.fcircle(F, pa - 0.004, pb + 0.004, r * 0.45, m.hi, 'opacity="0.9"');
    return;
  }
  if (kind === "cup") {
    const cw = 0.048;
    const pts: [number, number][] = [];
    for (let i = 0; i <= 10; i++) {
      const t = Math.PI + (i / 10) * Math.PI;
      pts.push([pa + Math.cos(t) * cw, pb + 0.012 + Math.sin(t) * 0.026]);
    }
    s.fpoly(F, pts.map(([a, b]) => [a + 0.003, b - 0.005] as [number, number]), "#000000", 'opacity="0.2"');
    s.fpoly(F, pts, m.base);
    s.fline(F, pa - cw, pb + 0.012, pa + cw, pb + 0.012, m.hi, 0.006);
    return;
  }
  const half = len / 2;
  const [x0, y0, x1, y1] = vertical ? [pa, pb - half, pa, pb + half] : [pa - half, pb, pa + half, pb];
  s.fline(F, x0 + 0.005, y0 - 0.007, x1 + 0.005, y1 - 0.007, "#000000", 0.012, 'opacity="0.2" stroke-linecap="round"');
  s.fline(F, x0, y0, x1, y1, m.base, 0.011, 'stroke-linecap="round"');
  s.fline(F, x0 - 0.002, y0 + 0.002, x1 - 0.002, y1 + 0.002, m.hi, 0.0035, 'stroke-linecap="round" opacity="0.9"');
}

// ---- counters --------------------------------------------------------------------------------

export type CounterKind = "marble" | "quartz" | "quartzite" | "soapstone" | "butcher" | "terrazzo" | "concrete" | "granite";

export interface Counter {
  kind: CounterKind;
  c: string;
  vein?: string;
  thick?: number;
  chips?: string[];
}

export const COUNTERS = {
  marble: { kind: "marble", c: "#f1eee8", vein: "#9a9a98", thick: 0.03 },
  quartz: { kind: "quartz", c: "#f3f1ec", vein: "#b9b6b0", thick: 0.03 },
  quartzite: { kind: "quartzite", c: "#ece9e2", vein: "#8d8a84", thick: 0.04 },
  calacatta: { kind: "marble", c: "#f4f1ea", vein: "#a08a6a", thick: 0.04 },
  soapstone: { kind: "soapstone", c: "#3d4140", vein: "#8a908d", thick: 0.035 },
  butcher: { kind: "butcher", c: "#b98a58", thick: 0.04 },
  terrazzo: { kind: "terrazzo", c: "#eee8de", chips: ["#c9a98a", "#8f9d95", "#d7c3a8", "#6d7470", "#e2b7a0"], thick: 0.03 },
  concrete: { kind: "concrete", c: "#c9c4bb", thick: 0.04 },
  honed: { kind: "quartzite", c: "#e6e1d7", vein: "#b3aa9b", thick: 0.03 },
  white: { kind: "quartz", c: "#f5f3ef", thick: 0.03 },
  granite: { kind: "granite", c: "#b9b3aa", thick: 0.03 },
} satisfies Record<string, Counter>;

/** Material on a horizontal or vertical stone/wood surface patch. */
export function surface(s: Scene, F: Face, a0: number, b0: number, a1: number, b1: number, ct: Counter, rng: Rng, grainDir: "a" | "b" = "a"): void {
  switch (ct.kind) {
    case "marble":
    case "quartzite":
      veins(s, F, a0, b0, a1, b1, { c: ct.vein ?? "#999", n: ct.kind === "marble" ? 7 : 9, opacity: ct.kind === "marble" ? 0.42 : 0.3, soft: true, width: 1 }, rng);
      break;
    case "quartz":
      if (ct.vein) veins(s, F, a0, b0, a1, b1, { c: ct.vein, n: 4, opacity: 0.28, soft: true, width: 0.8 }, rng);
      break;
    case "soapstone":
      veins(s, F, a0, b0, a1, b1, { c: ct.vein ?? "#888", n: 5, opacity: 0.25, width: 0.7 }, rng);
      break;
    case "granite":
      speckles(s, F, a0, b0, a1, b1, { colors: [shade(ct.c, -0.3), shade(ct.c, 0.2)], density: 1800, size: [0.004, 0.012] }, rng);
      break;
    case "terrazzo":
      speckles(s, F, a0, b0, a1, b1, { colors: ct.chips ?? ["#999"], density: 900, size: [0.005, 0.028] }, rng);
      break;
    case "butcher": {
      // strips of end-grain-free face-grain maple/oak
      const along = grainDir;
      const lo = along === "a" ? b0 : a0;
      const hi = along === "a" ? b1 : a1;
      const r = () => rng.next();
      for (let x = lo; x < hi; x += 0.045) {
        const x1 = Math.min(hi, x + 0.045);
        const c = shade(ct.c, (r() - 0.5) * 0.12);
        if (along === "a") s.frect(F, a0, x, a1, x1, c);
        else s.frect(F, x, b0, x1, b1, c);
      }
      grain(s, F, a0, b0, a1, b1, ct.c, along, rng, 0.7);
      break;
    }
    default:
      break;
  }
}

/** A slab box (counter) with its top material and a crisp edge. */
export function slab(s: Scene, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, ct: Counter, rng: Rng, grainDir: "a" | "b" = "a"): void {
  const faces = s.box({ x0, x1, y0, y1, z0, z1 }, { c: shade(ct.c, -0.06), top: ct.c, hl: true });
  if (faces.top) surface(s, faceFlat(y1), x0, z0, x1, z1, ct, rng, grainDir);
  const edge = ct.kind === "butcher" || ct.kind === "terrazzo" || ct.kind === "granite";
  if (edge) {
    const F: Face = { o: [0, 0, z0], u: [1, 0, 0], v: [0, 1, 0] };
    if (ct.kind === "butcher") grain(s, F, x0, y0, x1, y1, ct.c, "a", rng, 0.4);
  }
  // lit top edge
  s.line3([x0, y1, z0], [x1, y1, z0], shade(ct.c, 0.4), 0.004, 'opacity="0.9"');
}

// ---- runs ------------------------------------------------------------------------------------

export type ModKind = "base" | "sink" | "range" | "tall" | "fridge" | "steelFridge" | "oven" | "cubby" | "gap" | "bench";
export type Above = "upper" | "glass" | "shelves" | "window" | "hood" | "none" | "open";

export interface Mod {
  kind: ModKind;
  w: number;
  front?: "doors" | "drawers" | "mixed" | "drawers2" | "panel";
  above?: Above;
  apron?: boolean;
}

export type Wall = "back" | "left" | "right";

export interface WallFrame {
  o: V3;
  u: V3;
  n: V3;
}

export function wallFrame(wall: Wall, W: number, D: number): WallFrame {
  if (wall === "back") return { o: [0, 0, D], u: [1, 0, 0], n: [0, 0, -1] };
  if (wall === "left") return { o: [0, 0, D], u: [0, 0, -1], n: [1, 0, 0] };
  return { o: [W, 0, D], u: [0, 0, -1], n: [-1, 0, 0] };
}

export function wpt(fr: WallFrame, a: number, d: number, y: number): V3 {
  return [fr.o[0] + fr.u[0] * a + fr.n[0] * d, y, fr.o[2] + fr.u[2] * a + fr.n[2] * d];
}

export function wbox(fr: WallFrame, a0: number, a1: number, d0: number, d1: number, y0: number, y1: number) {
  const p = wpt(fr, a0, d0, y0);
  const q = wpt(fr, a1, d1, y1);
  return { x0: Math.min(p[0], q[0]), x1: Math.max(p[0], q[0]), y0, y1, z0: Math.min(p[2], q[2]), z1: Math.max(p[2], q[2]) };
}

/** Face on the plane at distance d from the wall, a along the wall, b = world height. */
export function wface(fr: WallFrame, _a0: number, d: number): Face {
  return { o: wpt(fr, 0, d, 0), u: fr.u, v: [0, 1, 0] };
}

export interface RunSpec {
  wall: Wall;
  start: number;
  mods: Mod[];
  W: number;
  D: number;
  H: number;
  lower: Finish;
  upper: Finish;
  tall?: Finish;
  counter: Counter;
  splash: TileSpec | "slab" | "paint";
  hood?: "plaster" | "steel" | "box" | "insert" | "wood";
  hoodColor?: string;
  range?: { c: string; trim: Metal; knobs?: string };
  depth?: number;
  counterH?: number;
  upperBottom?: number;
  upperTop?: number;
  /** height of window sills above counters (for splash) */
  sill?: number;
  glow?: boolean;
  shelf?: string;
  sinkC?: string;
  faucetMetal?: Metal;
  /** leave the splash to the caller (e.g. full-height slab drawn separately) */
  noSplash?: boolean;
}

export interface PlacedMod extends Mod {
  a0: number;
  a1: number;
}

export function placeMods(spec: RunSpec): PlacedMod[] {
  let a = spec.start;
  return spec.mods.map((m) => {
    const out = { ...m, a0: a, a1: a + m.w };
    a += m.w;
    return out;
  });
}

/** Tone for fronts facing sideways (so side runs read as in shade or light). */
export function wallTone(s: Scene, wall: Wall): number {
  if (wall === "back") return 0;
  return wall === "left" ? -0.05 + 0.05 * s.light : -0.05 - 0.05 * s.light;
}

export function drawRun(s: Scene, spec: RunSpec, rng: Rng): PlacedMod[] {
  const fr = wallFrame(spec.wall, spec.W, spec.D);
  const mods = placeMods(spec);
  const dep = spec.depth ?? 0.6;
  const ch = spec.counterH ?? 0.91;
  const ct = spec.counter;
  const th = ct.thick ?? 0.03;
  const ub = spec.upperBottom ?? 1.47;
  const ut = Math.min(spec.upperTop ?? 2.3, spec.H);
  const ud = 0.35;
  const tone = wallTone(s, spec.wall);
  const lower = withTone(spec.lower, tone);
  const upper = withTone(spec.upper, tone);
  const tall = withTone(spec.tall ?? spec.upper, tone);
  const wallKey = spec.wall === "back" ? spec.D + 0.005 : 900;
  const keyOf = (m: PlacedMod) => (spec.wall === "back" ? spec.D - 0.01 - Math.abs((m.a0 + m.a1) / 2 - s.cam.x) * 0.001 : Math.min(wpt(fr, m.a0, 0, 0)[2], wpt(fr, m.a1, 0, 0)[2]));
  const wallF = wface(fr, 0, 0);
  const splashTop = (m: PlacedMod) => {
    if (m.above === "window") return spec.sill ?? ch + 0.12;
    if (m.above === "upper" || m.above === "glass") return ub;
    if (m.above === "hood") return spec.H;
    return Math.min(spec.H, ut);
  };

  // 1. splash on the wall
  s.at(wallKey);
  if (!spec.noSplash && spec.splash !== "paint") {
    const groups: { a0: number; a1: number; top: number }[] = [];
    for (const m of mods) {
      if (m.kind === "tall" || m.kind === "fridge" || m.kind === "steelFridge" || m.kind === "oven" || m.kind === "gap" || m.kind === "cubby") continue;
      let top = splashTop(m);
      if (m.above === "shelves" || m.above === "none" || m.above === "open") top = Math.min(spec.H, ut);
      groups.push({ a0: m.a0, a1: m.a1, top });
    }
    for (const g of groups) {
      if (spec.splash === "slab") {
        s.frect(wallF, g.a0, ch, g.a1, g.top, ct.c);
        surface(s, wallF, g.a0, ch, g.a1, g.top, ct, rng.fork(g.a0 * 31), "a");
      } else tiles(s, wallF, g.a0, ch, g.a1, g.top, spec.splash, rng.fork(Math.round(g.a0 * 100)));
    }
  }
  // under-cabinet glow / shadow
  for (const m of mods) {
    if (m.above !== "upper" && m.above !== "glass") continue;
    const p0 = s.p(wpt(fr, m.a0, 0, ub));
    const p1 = s.p(wpt(fr, m.a1, 0, ub - 0.3));
    const pts = [s.p(wpt(fr, m.a0, 0, ub)), s.p(wpt(fr, m.a1, 0, ub)), s.p(wpt(fr, m.a1, 0, ch + 0.02)), s.p(wpt(fr, m.a0, 0, ch + 0.02))];
    const fill = spec.glow
      ? s.lin(0, p0[1], 0, p1[1], [
          [0, "#fff1d2", 0.75],
          [1, "#fff1d2", 0],
        ])
      : s.lin(0, p0[1], 0, p1[1], [
          [0, "#2a1e14", 0.28],
          [1, "#2a1e14", 0],
        ]);
    s.poly2(pts, fill);
  }

  // 2. base & tall modules, far to near
  const order = [...mods].sort((p, q) => keyOf(q) - keyOf(p));
  for (const m of order) {
    s.at(keyOf(m));
    const F = wface(fr, m.a0, dep);
    const w = m.a1 - m.a0;
    if (m.kind === "gap" || m.kind === "bench") continue;
    if (m.kind === "tall" || m.kind === "fridge" || m.kind === "oven" || m.kind === "cubby" || m.kind === "steelFridge") {
      const top = Math.min(spec.H, Math.max(ut, 2.2));
      const b = wbox(fr, m.a0, m.a1, 0, dep, 0, top);
      s.box(b, { c: m.kind === "steelFridge" ? "#b8bbbb" : tall.c });
      s.frect(F, m.a0, 0, m.a1, 0.1, shade(tall.c, -0.55));
      tallFront(s, F, m, top, tall, spec, rng.fork(m.a0 * 7));
      if (top < spec.H - 0.05) crown(s, fr, m.a0, m.a1, dep, top, tall.c);
      continue;
    }
    if (m.kind === "range") {
      rangeUnit(s, fr, m, dep, ch, spec);
      continue;
    }
    const b = wbox(fr, m.a0, m.a1, 0, dep, 0.1, ch - th);
    s.box(b, { c: shade(lower.c, -0.06) });
    s.frect(F, m.a0, 0, m.a1, 0.1, shade(lower.c, -0.6));
    if (m.kind === "sink") {
      if (m.apron) {
        const ap = withTone({ ...lower, c: spec.sinkC ?? "#f4f2ee", style: "slab", pull: "none" }, 0);
        s.frect(F, m.a0 + 0.04, ch - th - 0.24, m.a1 - 0.04, ch - th, ap.c);
        s.fline(F, m.a0 + 0.04, ch - th - 0.24, m.a1 - 0.04, ch - th - 0.24, shade(ap.c, -0.3), 0.004, 'opacity="0.6"');
        s.fline(F, m.a0 + 0.04, ch - th, m.a1 - 0.04, ch - th, shade(ap.c, 0.3), 0.004);
        doors(s, F, m.a0, 0.1, m.a1, ch - th - 0.24, lower, rng);
      } else {
        s.frect(F, m.a0 + GAP, ch - th - 0.13, m.a1 - GAP, ch - th - GAP, lower.c);
        s.fline(F, m.a0 + 0.01, ch - th - 0.13, m.a1 - 0.01, ch - th - 0.13, shade(lower.c, -0.4), 0.003, 'opacity="0.5"');
        doors(s, F, m.a0, 0.1, m.a1, ch - th - 0.13, lower, rng);
      }
    } else {
      baseFront(s, F, m.a0, m.a1, 0.1, ch - th, m.front ?? (w > 0.7 ? "mixed" : "drawers"), lower, rng.fork(m.a0 * 13));
    }
    // shadow under counter lip
    s.frect(F, m.a0, ch - th - 0.025, m.a1, ch - th, "#1c140d", 'opacity="0.16"');
  }

  // 3. counter segments (split around ranges and tall units)
  const segs: { a0: number; a1: number; mods: PlacedMod[] }[] = [];
  for (const m of mods) {
    const counterless = m.kind === "range" || m.kind === "tall" || m.kind === "fridge" || m.kind === "steelFridge" || m.kind === "oven" || m.kind === "cubby" || m.kind === "gap";
    if (counterless) continue;
    const last = segs[segs.length - 1];
    if (last && Math.abs(last.a1 - m.a0) < 1e-6) {
      last.a1 = m.a1;
      last.mods.push(m);
    } else segs.push({ a0: m.a0, a1: m.a1, mods: [m] });
  }
  for (const sg of segs) {
    s.at(Math.min(keyOf(sg.mods[0]!), keyOf(sg.mods[sg.mods.length - 1]!)) - 0.001);
    const b = wbox(fr, sg.a0, sg.a1, 0, dep + 0.025, ch - th, ch);
    if (sg.mods.some((m) => m.kind === "bench")) continue;
    slab(s, b.x0, b.x1, b.y0, b.y1, b.z0, b.z1, ct, rng.fork(sg.a0 * 17), spec.wall === "back" ? "a" : "b");
    for (const m of sg.mods) if (m.kind === "sink") sinkTop(s, fr, m, dep, ch, spec);
  }

  // 4. uppers, hoods, shelves
  for (const m of order) {
    s.at(keyOf(m) - 0.002);
    const w = m.a1 - m.a0;
    if (m.above === "upper" || m.above === "glass") {
      const b = wbox(fr, m.a0, m.a1, 0, ud, ub, ut);
      s.box(b, { c: shade(upper.c, -0.05), bottom: shade(upper.c, -0.28) });
      const F = wface(fr, m.a0, ud);
      const fin = m.above === "glass" ? { ...upper, style: "glass" as DoorStyle } : upper;
      const stack = ut - ub > 1.05;
      const mid = stack ? ut - 0.38 : ut;
      const n = w > 0.62 ? 2 : 1;
      for (let i = 0; i < n; i++) {
        const x0 = m.a0 + (w * i) / n;
        const x1 = m.a0 + (w * (i + 1)) / n;
        panel(s, F, x0, ub, x1, mid, fin, n === 2 ? (i === 0 ? "upperL" : "upperR") : "upperL", rng.fork(x0 * 11));
        if (stack) panel(s, F, x0, mid, x1, ut, { ...fin, style: fin.style === "glass" ? "shaker" : fin.style }, n === 2 ? (i === 0 ? "upperL" : "upperR") : "upperL", rng.fork(x0 * 19));
      }
      if (ut < spec.H - 0.05) crown(s, fr, m.a0, m.a1, ud, ut, upper.c);
      else s.frect(F, m.a0, ut - 0.05, m.a1, ut, shade(upper.c, 0.02));
    } else if (m.above === "hood") {
      hood(s, fr, m, ub + 0.08, spec, rng);
    } else if (m.above === "shelves") {
      const sc = spec.shelf ?? "#b88a5a";
      const levels = ut - ub > 0.9 ? [ub + 0.05, ub + 0.47, ub + 0.89] : [ub + 0.05, ub + 0.45];
      for (const y of levels) {
        if (y > spec.H - 0.25) continue;
        const b = wbox(fr, m.a0 + 0.02, m.a1 - 0.02, 0, 0.26, y, y + 0.045);
        s.box(b, { c: sc, bottom: shade(sc, -0.25) });
        shelfDecor(s, fr, m.a0 + 0.06, m.a1 - 0.06, y + 0.045, 0.13, rng.fork(y * 100 + m.a0));
      }
    }
  }
  return mods;
}

function doors(s: Scene, F: Face, a0: number, b0: number, a1: number, b1: number, fin: Finish, rng: Rng): void {
  const w = a1 - a0;
  if (w > 0.55) {
    panel(s, F, a0, b0, (a0 + a1) / 2, b1, fin, "doorL", rng.fork(1));
    panel(s, F, (a0 + a1) / 2, b0, a1, b1, fin, "doorR", rng.fork(2));
  } else panel(s, F, a0, b0, a1, b1, fin, "doorL", rng.fork(3));
}

export function baseFront(s: Scene, F: Face, a0: number, a1: number, b0: number, b1: number, kind: Mod["front"], fin: Finish, rng: Rng): void {
  const h = b1 - b0;
  if (kind === "drawers") {
    const hs = [0.24, 0.36, 0.4];
    let b = b1;
    for (const f of hs) {
      panel(s, F, a0, b - h * f, a1, b, fin, "drawer", rng.fork(b * 100));
      b -= h * f;
    }
  } else if (kind === "drawers2") {
    panel(s, F, a0, b0 + h * 0.5, a1, b1, fin, "drawer", rng.fork(5));
    panel(s, F, a0, b0, a1, b0 + h * 0.5, fin, "drawer", rng.fork(6));
  } else if (kind === "mixed") {
    panel(s, F, a0, b1 - 0.17, a1, b1, fin, "drawer", rng.fork(7));
    doors(s, F, a0, b0, a1, b1 - 0.17, fin, rng);
  } else if (kind === "panel") {
    panel(s, F, a0, b0, a1, b1, { ...fin, pull: "none" }, "panel", rng);
  } else doors(s, F, a0, b0, a1, b1, fin, rng);
}

function crown(s: Scene, fr: WallFrame, a0: number, a1: number, d: number, y: number, c: string): void {
  const b = wbox(fr, a0 - 0.005, a1 + 0.005, d - 0.04, d + 0.022, y, y + 0.07);
  s.box(b, { c: shade(c, 0.03), hl: true, bottom: shade(c, -0.12) });
}

function tallFront(s: Scene, F: Face, m: PlacedMod, top: number, fin: Finish, spec: RunSpec, rng: Rng): void {
  const w = m.a1 - m.a0;
  const two = w > 0.62;
  if (m.kind === "steelFridge") {
    const st = "#c4c7c7";
    const x0 = m.a0 + 0.01;
    const x1 = m.a1 - 0.01;
    const hi = top - 0.35;
    const grad = s.lin(s.fp(F, x0, 1)[0], 0, s.fp(F, x1, 1)[0], 0, [
      [0, "#d9dcdc"],
      [0.5, st],
      [1, "#aeb2b2"],
    ]);
    s.frect(F, x0, 0.1, x1, 0.82, grad);
    s.frect(F, x0, 0.83, (x0 + x1) / 2 - 0.003, hi, grad);
    s.frect(F, (x0 + x1) / 2 + 0.003, 0.83, x1, hi, grad);
    const mt = METAL.steel;
    s.fline(F, x0 + 0.08, 0.72, x1 - 0.08, 0.72, mt.lo, 0.018, 'stroke-linecap="round"');
    s.fline(F, (x0 + x1) / 2 - 0.04, 1.0, (x0 + x1) / 2 - 0.04, 1.6, mt.lo, 0.018, 'stroke-linecap="round"');
    s.fline(F, (x0 + x1) / 2 + 0.04, 1.0, (x0 + x1) / 2 + 0.04, 1.6, mt.lo, 0.018, 'stroke-linecap="round"');
    panel(s, F, m.a0, hi, m.a1, top, fin, "upperL", rng);
    return;
  }
  if (m.kind === "oven") {
    panel(s, F, m.a0, 0.1, m.a1, 0.48, fin, "drawer", rng.fork(1));
    panel(s, F, m.a0, 0.48, m.a1, 0.78, fin, "drawer", rng.fork(2));
    for (const [y0, y1] of [
      [0.8, 1.36],
      [1.38, 1.94],
    ] as const) {
      s.frect(F, m.a0 + 0.02, y0, m.a1 - 0.02, y1, "#232323");
      s.frect(F, m.a0 + 0.07, y0 + 0.06, m.a1 - 0.07, y1 - 0.12, "#0f0f10");
      s.fline(F, m.a0 + 0.06, y1 - 0.06, m.a1 - 0.06, y1 - 0.06, METAL.steel.base, 0.014, 'stroke-linecap="round"');
      s.fpoly(F, [
        [m.a0 + 0.07, y0 + 0.06],
        [m.a0 + 0.2, y0 + 0.06],
        [m.a0 + 0.1, y1 - 0.12],
        [m.a0 + 0.07, y1 - 0.12],
      ], "#ffffff", 'opacity="0.07"');
    }
    panel(s, F, m.a0, 1.96, m.a1, top, fin, "upperL", rng.fork(3));
    return;
  }
  if (m.kind === "cubby") {
    const inner = shade(fin.c, -0.12);
    const benchY = 0.48;
    panel(s, F, m.a0, 0.1, m.a1, benchY - 0.04, fin, "drawer", rng.fork(4));
    s.frect(F, m.a0, benchY - 0.04, m.a1, benchY, spec.shelf ?? "#b98a5a");
    s.frect(F, m.a0 + 0.03, benchY, m.a1 - 0.03, 1.75, inner);
    s.frect(F, m.a0 + 0.03, 1.68, m.a1 - 0.03, 1.75, "#1c140d", 'opacity="0.18"');
    // hooks and a bag / coat silhouette
    const n = Math.max(2, Math.round(w / 0.3));
    for (let i = 0; i < n; i++) {
      const a = m.a0 + ((i + 0.5) * w) / n;
      s.fcircle(F, a, 1.52, 0.014, fin.metal.base);
      if (i % 2 === 0) s.froundrect(F, a - 0.12, 0.95, a + 0.12, 1.5, 0.05, mix(fin.c, "#7a6a58", 0.6));
    }
    // cubbies above
    s.frect(F, m.a0, 1.75, m.a1, 1.79, fin.c);
    const nc = Math.max(2, Math.round(w / 0.38));
    for (let i = 0; i < nc; i++) {
      const a0 = m.a0 + 0.03 + (i * (w - 0.06)) / nc;
      const a1 = m.a0 + 0.03 + ((i + 1) * (w - 0.06)) / nc;
      s.frect(F, a0 + 0.012, 1.79, a1 - 0.012, Math.min(top - 0.06, 2.15), inner);
      s.froundrect(F, a0 + 0.05, 1.79, a1 - 0.05, 1.98, 0.02, rng.pick(["#c9b79c", "#9aa39a", "#b8a58e", "#d8cfc0"]));
    }
    if (top > 2.25) panel(s, F, m.a0, 2.19, m.a1, top, fin, "upperL", rng.fork(9));
    return;
  }
  const split = m.kind === "fridge" ? 0.9 : top > 2.25 ? top - 0.45 : top;
  const longPull: PullKind = fin.pull === "knob" || fin.pull === "cup" ? fin.pull : "long";
  const tfin = { ...fin, pull: longPull };
  if (two) {
    panel(s, F, m.a0, 0.1, (m.a0 + m.a1) / 2, split, tfin, "tallL", rng.fork(1));
    panel(s, F, (m.a0 + m.a1) / 2, 0.1, m.a1, split, tfin, "tallR", rng.fork(2));
  } else panel(s, F, m.a0, 0.1, m.a1, split, tfin, spec.wall === "back" && m.a0 > spec.W / 2 ? "tallR" : "tallL", rng.fork(3));
  if (m.kind === "fridge") {
    const tf2 = { ...fin, pull: longPull };
    panel(s, F, m.a0, split, m.a1, Math.min(top, 2.05), tf2, "drawer", rng.fork(4));
    if (top > 2.1) panel(s, F, m.a0, 2.05, m.a1, top, fin, "upperL", rng.fork(5));
  } else if (split < top) {
    if (two) {
      panel(s, F, m.a0, split, (m.a0 + m.a1) / 2, top, fin, "upperL", rng.fork(6));
      panel(s, F, (m.a0 + m.a1) / 2, split, m.a1, top, fin, "upperR", rng.fork(7));
    } else panel(s, F, m.a0, split, m.a1, top, fin, "upperL", rng.fork(8));
  }
}

function sinkTop(s: Scene, fr: WallFrame, m: PlacedMod, dep: number, ch: number, spec: RunSpec): void {
  const w = m.a1 - m.a0;
  const p = (a: number, d: number): [number, number] => {
    const v = wpt(fr, a, d, ch);
    return [v[0], v[2]];
  };
  const a0 = m.a0 + Math.max(0.08, (w - 0.78) / 2);
  const a1 = m.a1 - Math.max(0.08, (w - 0.78) / 2);
  const d0 = 0.1;
  const d1 = dep - 0.06;
  const pts: [number, number][] = [];
  const r = 0.05;
  const corners: [number, number, number][] = [
    [a1 - r, d1 - r, 0],
    [a0 + r, d1 - r, Math.PI / 2],
    [a0 + r, d0 + r, Math.PI],
    [a1 - r, d0 + r, (3 * Math.PI) / 2],
  ];
  for (const [ca, cd, st] of corners)
    for (let i = 0; i <= 3; i++) {
      const t = st + (i / 3) * (Math.PI / 2);
      pts.push(p(ca + Math.cos(t) * r, cd + Math.sin(t) * r));
    }
  const sc = spec.sinkC ?? "#8d9091";
  const q = pts.map(([x, z]) => s.p([x, ch, z]));
  const ys = q.map((v) => v[1]);
  s.poly2(q, s.lin(0, Math.min(...ys), 0, Math.max(...ys), [
    [0, shade(sc, -0.35)],
    [1, shade(sc, 0.1)],
  ]));
  s.polyline([...q, q[0]!], shade(sc, 0.3), 1, 'opacity="0.6"');
  const fb = wpt(fr, (m.a0 + m.a1) / 2, 0.05, ch);
  faucet(s, fb, [fr.n[0], 0, fr.n[2]], spec.faucetMetal ?? spec.lower.metal, "goose");
}

function rangeUnit(s: Scene, fr: WallFrame, m: PlacedMod, dep: number, ch: number, spec: RunSpec): void {
  const rc = spec.range ?? { c: "#c5c8c8", trim: METAL.steel };
  const b = wbox(fr, m.a0 + 0.003, m.a1 - 0.003, 0, dep + 0.03, 0, ch);
  const faces = s.box(b, { c: rc.c, top: "#2a2a2b" });
  const F = wface(fr, m.a0, dep + 0.03);
  const w = m.a1 - m.a0;
  const steel = rc.c === "#c5c8c8";
  if (steel) {
    const g = s.lin(s.fp(F, 0, 0.5)[0], 0, s.fp(F, w, 0.5)[0], 0, [
      [0, "#d8dbdb"],
      [0.5, "#c2c5c5"],
      [1, "#a9adad"],
    ]);
    s.frect(F, m.a0, 0, m.a1, ch, g);
  }
  s.frect(F, m.a0, 0, m.a1, 0.09, shade(rc.c, -0.5));
  // control strip and knobs
  s.frect(F, m.a0 + 0.01, ch - 0.14, m.a1 - 0.01, ch - 0.01, shade(rc.c, -0.06));
  const nk = w > 1.0 ? 8 : w > 0.8 ? 6 : 5;
  for (let i = 0; i < nk; i++) {
    const a = m.a0 + 0.07 + ((w - 0.14) * (i + 0.5)) / nk;
    s.fcircle(F, a, ch - 0.075, 0.022, rc.knobs ?? rc.trim.base);
    s.fcircle(F, a - 0.005, ch - 0.07, 0.009, rc.trim.hi, 'opacity="0.8"');
  }
  const doorsA: [number, number][] = w > 1.0 ? [[m.a0 + 0.02, m.a0 + w * 0.6 - 0.01], [m.a0 + w * 0.6 + 0.01, m.a1 - 0.02]] : [[m.a0 + 0.02, m.a1 - 0.02]];
  for (const [x0, x1] of doorsA) {
    s.frect(F, x0, 0.12, x1, ch - 0.17, shade(rc.c, 0.04));
    s.fline(F, x0, ch - 0.17, x1, ch - 0.17, shade(rc.c, -0.35), 0.003);
    s.froundrect(F, x0 + 0.06, 0.28, x1 - 0.06, ch - 0.33, 0.02, "#1b1b1c", 'opacity="0.85"');
    s.fline(F, x0 + 0.05, ch - 0.22, x1 - 0.05, ch - 0.22, rc.trim.base, 0.016, 'stroke-linecap="round"');
    s.fline(F, x0 + 0.05, ch - 0.215, x1 - 0.05, ch - 0.215, rc.trim.hi, 0.005, 'stroke-linecap="round"');
  }
  // cooktop: grates
  if (faces.top) {
    const P0 = wpt(fr, m.a0 + 0.03, 0.05, ch);
    const P1 = wpt(fr, m.a1 - 0.03, dep, ch);
    const x0 = Math.min(P0[0], P1[0]);
    const x1 = Math.max(P0[0], P1[0]);
    const z0 = Math.min(P0[2], P1[2]);
    const z1 = Math.max(P0[2], P1[2]);
    const nb = w > 1.0 ? 3 : 2;
    for (let i = 0; i <= nb; i++) {
      const x = x0 + ((x1 - x0) * i) / nb;
      s.line3([x, ch + 0.02, z0], [x, ch + 0.02, z1], "#4a4a4b", 0.012);
    }
    for (let j = 0; j <= 2; j++) {
      const z = z0 + ((z1 - z0) * j) / 2;
      s.line3([x0, ch + 0.02, z], [x1, ch + 0.02, z], "#4a4a4b", 0.012);
    }
  }
  // back guard
  const bg = wbox(fr, m.a0, m.a1, 0, 0.06, ch, ch + 0.08);
  s.box(bg, { c: rc.c });
}

function hood(s: Scene, fr: WallFrame, m: PlacedMod, y0: number, spec: RunSpec, rng: Rng): void {
  const H = spec.H;
  const kind = spec.hood ?? "plaster";
  const c = spec.hoodColor ?? "#ece6dc";
  const w = m.a1 - m.a0;
  const a0 = m.a0 - 0.05;
  const a1 = m.a1 + 0.05;
  if (kind === "box" || kind === "wood" || kind === "insert") {
    const b = wbox(fr, a0, a1, 0, 0.52, y0 + 0.1, H);
    s.box(b, { c, bottom: "#3a3836", grad: 0.06 });
    const F = wface(fr, a0, 0.52);
    if (kind === "wood") {
      grain(s, F, a0, y0 + 0.1, a1, H, c, "a", rng);
      s.frect(F, a0, y0 + 0.1, a1, y0 + 0.2, shade(c, -0.08));
    } else if (kind === "insert") {
      panel(s, F, a0, y0 + 0.1, a1, H - 0.05, { ...spec.upper, pull: "none" }, "panel", rng);
    } else {
      s.frect(F, a0, y0 + 0.1, a1, y0 + 0.19, shade(c, -0.04));
      s.fline(F, a0, y0 + 0.19, a1, y0 + 0.19, shade(c, -0.25), 0.003, 'opacity="0.5"');
      if (spec.lower.metal === METAL.brass) s.frect(F, a0, y0 + 0.22, a1, y0 + 0.26, METAL.brass.base);
    }
    return;
  }
  if (kind === "steel") {
    const canopyTop = y0 + 0.35;
    const pts = (d: number, y: number, aa0: number, aa1: number) => [wpt(fr, aa0, d, y), wpt(fr, aa1, d, y)] as const;
    const [b0, b1] = pts(0.55, y0 + 0.1, a0, a1);
    const [t0, t1] = pts(0.32, canopyTop, (m.a0 + m.a1) / 2 - 0.18, (m.a0 + m.a1) / 2 + 0.18);
    const g = s.lin(s.p(b0)[0], 0, s.p(b1)[0], 0, [
      [0, "#dcdfdf"],
      [0.5, "#c3c6c6"],
      [1, "#a7abab"],
    ]);
    // sides
    s.poly([b0, t0, wpt(fr, (m.a0 + m.a1) / 2 - 0.18, 0, canopyTop), wpt(fr, a0, 0, y0 + 0.1)], "#aeb2b2");
    s.poly([b1, t1, wpt(fr, (m.a0 + m.a1) / 2 + 0.18, 0, canopyTop), wpt(fr, a1, 0, y0 + 0.1)], "#b5b9b9");
    s.poly([b0, b1, t1, t0], g);
    const ch = wbox(fr, (m.a0 + m.a1) / 2 - 0.17, (m.a0 + m.a1) / 2 + 0.17, 0, 0.31, canopyTop, H);
    s.box(ch, { c: "#c5c8c8", grad: 0.08 });
    const lip = wbox(fr, a0, a1, 0, 0.56, y0 + 0.06, y0 + 0.1);
    s.box(lip, { c: "#bfc2c2", bottom: "#5b5e5f" });
    return;
  }
  // plaster: tapered, with a ledge
  const led0 = y0 + 0.02;
  const led1 = y0 + 0.16;
  const ledge = wbox(fr, a0 - 0.03, a1 + 0.03, 0, 0.56, led0, led1);
  const topW = Math.max(0.45, w * 0.55);
  const ca = (m.a0 + m.a1) / 2;
  const tA0 = ca - topW / 2;
  const tA1 = ca + topW / 2;
  const yt = Math.min(H, led1 + 0.55 + (H - led1) * 0.3);
  const B0 = wpt(fr, a0, 0.53, led1);
  const B1 = wpt(fr, a1, 0.53, led1);
  const T0 = wpt(fr, tA0, 0.3, yt);
  const T1 = wpt(fr, tA1, 0.3, yt);
  const W0 = wpt(fr, a0, 0, led1);
  const W1 = wpt(fr, a1, 0, led1);
  const WT0 = wpt(fr, tA0, 0, yt);
  const WT1 = wpt(fr, tA1, 0, yt);
  const cs = shade(c, -0.1 - 0.05 * s.light);
  const cs2 = shade(c, -0.04 + 0.05 * s.light);
  s.poly([W0, B0, T0, WT0], cs);
  s.poly([W1, B1, T1, WT1], cs2);
  const pb = s.p(B0);
  const pt = s.p(T0);
  const front = [s.p(B0), s.p(B1), s.p(T1), s.p(T0)];
  s.poly2(front, s.lin(0, pt[1], 0, pb[1], [
    [0, shade(c, 0.04)],
    [1, shade(c, -0.05)],
  ]));
  mottle(s, front, c, rng, 8, 0.035);
  if (yt < H - 0.01) {
    const chim = wbox(fr, tA0, tA1, 0, 0.3, yt, H);
    s.box(chim, { c, grad: 0.05 });
  }
  s.box(ledge, { c: shade(c, 0.02), bottom: shade(c, -0.35), hl: true });
  const lf = wface(fr, a0 - 0.03, 0.56);
  if (spec.lower.metal === METAL.brass) s.frect(lf, a0 - 0.03, led0 + 0.05, a1 + 0.03, led0 + 0.07, METAL.brass.base);
}

// ---- island ----------------------------------------------------------------------------------

export interface IslandSpec {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  body: Finish;
  counter: Counter;
  counterH?: number;
  waterfall?: boolean;
  overhang?: number;
  front?: "panels" | "fluted" | "slab" | "doors" | "drawers";
  legs?: boolean;
  sink?: boolean;
}

export function island(s: Scene, sp: IslandSpec, rng: Rng): void {
  const ch = sp.counterH ?? 0.91;
  const th = sp.counter.thick ?? 0.035;
  const ov = sp.overhang ?? 0.28;
  const bx0 = sp.x0 + (sp.waterfall ? th : 0.02);
  const bx1 = sp.x1 - (sp.waterfall ? th : 0.02);
  const bz0 = sp.z0 + ov;
  const bz1 = sp.z1 - 0.02;
  s.at(sp.z0);
  s.contact(sp.x0, sp.x1, bz0 - 0.02, sp.z1, 0, 0.1, 0.35);
  const c = sp.body.c;
  if (sp.waterfall) {
    for (const x of [sp.x0, sp.x1 - th]) {
      const fb = s.box({ x0: x, x1: x + th, y0: 0, y1: ch - th, z0: sp.z0, z1: sp.z1 }, { c: shade(sp.counter.c, -0.04), left: shade(sp.counter.c, -0.08), right: shade(sp.counter.c, -0.06) });
      const outer = x === sp.x0 ? fb.left : fb.right;
      if (outer) surface(s, { o: [x === sp.x0 ? x : x + th, 0, 0], u: [0, 0, 1], v: [0, 1, 0] }, sp.z0, 0, sp.z1, ch - th, sp.counter, rng.fork(x * 10), "b");
      const inner = x === sp.x0 ? fb.right : fb.left;
      if (inner) s.poly([[x === sp.x0 ? x + th : x, 0, sp.z0], [x === sp.x0 ? x + th : x, 0, bz0], [x === sp.x0 ? x + th : x, ch - th, bz0], [x === sp.x0 ? x + th : x, ch - th, sp.z0]], "#1b130c", 'opacity="0.12"');
    }
  }
  if (sp.legs) {
    for (const [x, z] of [
      [bx0, bz0],
      [bx1 - 0.05, bz0],
    ] as const)
      s.box({ x0: x, x1: x + 0.05, y0: 0, y1: ch - th, z0: z, z1: z + 0.05 }, { c: shade(c, -0.05) });
    s.box({ x0: bx0, x1: bx1, y0: ch - th - 0.16, y1: ch - th, z0: bz0, z1: bz1 }, { c });
    s.box({ x0: bx0 + 0.05, x1: bx1 - 0.05, y0: 0.16, y1: 0.19, z0: bz0 + 0.02, z1: bz1 - 0.02 }, { c: shade(c, 0.04) });
  } else {
    const b = s.box({ x0: bx0, x1: bx1, y0: 0.09, y1: ch - th, z0: bz0, z1: bz1 }, { c });
    const F: Face = { o: [0, 0, bz0], u: [1, 0, 0], v: [0, 1, 0] };
    s.frect(F, bx0 + 0.05, 0, bx1 - 0.05, 0.09, shade(c, -0.6));
    const kind = sp.front ?? "panels";
    const w = bx1 - bx0;
    if (kind === "fluted") panel(s, F, bx0, 0.09, bx1, ch - th, { ...sp.body, style: "fluted", pull: "none" }, "panel", rng);
    else if (kind === "slab") panel(s, F, bx0, 0.09, bx1, ch - th, { ...sp.body, style: "slab", pull: "none" }, "panel", rng);
    else {
      const n = Math.max(2, Math.round(w / 0.75));
      for (let i = 0; i < n; i++) {
        const a0 = bx0 + (w * i) / n;
        const a1 = bx0 + (w * (i + 1)) / n;
        if (kind === "panels") panel(s, F, a0, 0.09, a1, ch - th, { ...sp.body, pull: "none" }, "panel", rng.fork(i));
        else if (kind === "drawers") baseFront(s, F, a0, a1, 0.09, ch - th, "drawers", sp.body, rng.fork(i));
        else baseFront(s, F, a0, a1, 0.09, ch - th, "mixed", sp.body, rng.fork(i));
      }
    }
    // shadow under the seating overhang
    const p0 = s.p([bx0, ch - th, bz0]);
    const p1 = s.p([bx0, ch - th - 0.35, bz0]);
    s.frect(F, bx0, 0.09, bx1, ch - th, s.lin(0, p0[1], 0, p1[1], [
      [0, "#1b130c", 0.42],
      [1, "#1b130c", 0],
    ]));
    // end panels visible from the side
    const endF = b.left ?? b.right;
    if (endF && !sp.waterfall) {
      const x = b.left ? bx0 : bx1;
      const E: Face = { o: [x, 0, 0], u: [0, 0, 1], v: [0, 1, 0] };
      const tone = b.left ? -0.08 - 0.05 * s.light : -0.08 + 0.05 * s.light;
      panel(s, E, bz0, 0.09, bz1, ch - th, withTone({ ...sp.body, pull: "none" }, tone), "panel", rng.fork(77));
      s.frect(E, bz0, 0, bz1, 0.09, shade(c, -0.6));
    }
  }
  // counter
  slab(s, sp.x0, sp.x1, ch - th, ch, sp.z0, sp.z1, sp.counter, rng.fork(5));

}
