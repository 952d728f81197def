// Bathroom scenes: vanity with mirrors and sconces, walk-in glass shower with a tile grid,
// freestanding / clawfoot / soaking tub, plants and towels.

import { panel, surface, wallFrame, wbox, wface, wpt, type Counter, type Finish, type Metal, type Wall } from "./cabinets.ts";
import { mix, shade } from "./color.ts";
import { faucet, plant, profileObj, sconce, type PlantKind } from "./decor.ts";
import { tiles, veins, type TileSpec, type ViewKind } from "./materials.ts";
import { makeRng, type Rng } from "./rng.ts";
import { grade, shell, type RoomBasics, type Opening, type RoomSpec } from "./room.ts";
import { convexHull, faceFlat, n1, Scene, type Face, type P, type V3 } from "./scene.ts";
import { rug } from "./furniture.ts";

export interface VanitySpec {
  wall: Wall;
  a0: number;
  w: number;
  kind: "floating" | "floor" | "console" | "trough" | "wallhung";
  body: Finish;
  top: Counter;
  sinks: 1 | 2;
  sink: "under" | "vessel" | "trough" | "console";
  mirror: "rect" | "round" | "arch" | "pill" | "wide";
  mirrorFrame: string;
  sconce: "globe" | "cylinder" | "cone" | "arm" | "none";
  faucet: "wall" | "goose" | "short";
  metal: Metal;
  drawers?: 1 | 2;
}

export interface ShowerSpec {
  /** x range on the back wall (shower sits in a back corner or the middle) */
  x0: number;
  x1: number;
  depth: number;
  tile: TileSpec;
  floorTile?: TileSpec;
  glass: "panel" | "enclosed" | "none" | "door";
  frame?: string | null;
  bench?: boolean;
  niche?: boolean;
  rain?: boolean;
  metal: Metal;
  slab?: Counter;
  height?: number;
}

export interface TubSpec {
  kind: "oval" | "claw" | "soak";
  x: number;
  z: number;
  len: number;
  c: string;
  filler?: Metal;
  feet?: string;
}

export interface BathSpec extends RoomBasics {
  wainscot?: { tile: TileSpec; h: number; cap?: string };
  fullTile?: TileSpec;
  vanity: VanitySpec;
  vanity2?: VanitySpec;
  shower?: ShowerSpec;
  tub?: TubSpec;
  openings: Opening[];
  view: ViewKind;
  plants?: { x: number; z: number; kind: PlantKind; h: number; pot: string }[];
  towels?: string;
  cove?: boolean;
  slats?: string;
  bathMat?: string;
  plaster?: boolean;
  gradeOpts?: Parameters<typeof grade>[2];
}

export function bathroom(w: number, h: number, sp: BathSpec): Scene {
  const rng = makeRng(sp.seed);
  const s = new Scene(w, h, sp.cam);
  s.light = sp.light ?? 0.3;
  const { W, H, D } = sp;
  const room: RoomSpec = {
    W,
    H,
    D,
    back: sp.wall,
    left: sp.left,
    right: sp.right,
    ceil: sp.ceil ?? shade(sp.wall, 0.03),
    floor: sp.floor,
    base: sp.wainscot || sp.fullTile ? null : (sp.trim ?? shade(sp.wall, 0.05)),
    openings: sp.openings,
    view: sp.view,
    cans: sp.slats ? 0 : 1,
    sun: 0.16,
    plaster: sp.plaster,
  };
  const sh = shell(s, room, rng.fork("shell"));
  s.at(995);
  const back = sh.back;
  const leftF = sh.left;
  const rightF = sh.right;
  const wallTile = (t: TileSpec, top: number, cap?: string) => {
    const cut = (F: Face, wall: Wall, a0: number, a1: number) => {
      // tile around the openings on this wall
      const holes = sp.openings.filter((o) => o.wall === wall).sort((p, q) => p.a0 - q.a0);
      let a = a0;
      for (const o of holes) {
        if (o.a1 < a0 || o.a0 > a1) continue;
        if (o.a0 > a) tiles(s, F, a, 0, o.a0, top, t, rng.fork(a * 10 + top));
        if (o.b0 > 0.01) tiles(s, F, o.a0, 0, o.a1, Math.min(top, o.b0), t, rng.fork(o.a0 * 13));
        if (top > o.b1) tiles(s, F, o.a0, o.b1, o.a1, top, t, rng.fork(o.a1 * 17));
        a = o.a1;
      }
      if (a < a1) tiles(s, F, a, 0, a1, top, t, rng.fork(a * 7 + 1));
      if (cap) {
        s.frect(F, a0, top, a1, top + 0.035, cap);
        s.fline(F, a0, top + 0.035, a1, top + 0.035, shade(cap, 0.3), 0.004);
      }
    };
    cut(back, "back", 0, W);
    cut(leftF, "left", 0.3, D);
    cut(rightF, "right", 0.3, D);
  };
  if (sp.fullTile) wallTile(sp.fullTile, H);
  else if (sp.wainscot) wallTile(sp.wainscot.tile, sp.wainscot.h, sp.wainscot.cap ?? shade(sp.wainscot.tile.c, 0.02));
  if (sp.slats) {
    s.at(994);
    const n = Math.round(W / 0.09);
    for (let i = 0; i < n; i++) {
      const x0 = (W * i) / n + 0.008;
      const x1 = (W * (i + 1)) / n - 0.008;
      s.poly([
        [x0, H - 0.005, 0.3],
        [x1, H - 0.005, 0.3],
        [x1, H - 0.005, D],
        [x0, H - 0.005, D],
      ], shade(sp.slats, ((i * 7) % 5) * 0.012 - 0.03));
    }
  }
  if (sp.cove) {
    s.at(993);
    for (const [a, b] of [
      [s.p([0, H, D]), s.p([W, H - 0.5, D])],
    ] as const) {
      s.rect2(a[0], a[1], b[0] - a[0], b[1] - a[1], s.lin(0, a[1], 0, b[1], [
        [0, "#fff0d0", 0.55],
        [1, "#fff0d0", 0],
      ]));
    }
  }

  // shower
  if (sp.shower) shower(s, sp, sp.shower, rng.fork("shower"));
  // vanity
  vanity(s, sp, sp.vanity, rng.fork("vanity"));
  if (sp.vanity2) vanity(s, sp, sp.vanity2, rng.fork("vanity2"));
  if (sp.towels) {
    s.at(D - 0.05);
    towelBar(s, sp, sp.towels);
  }
  if (sp.bathMat && sp.tub) {
    s.at(998);
    rug(s, sp.tub.x - 0.45, sp.tub.x + 0.45, sp.tub.z - 0.95, sp.tub.z - 0.45, sp.bathMat, rng.fork("mat"), "plain");
  }
  if (sp.tub) tub(s, sp.tub);
  for (const p of sp.plants ?? []) {
    s.at(p.z);
    plant(s, p.x, 0, p.z, p.kind, p.h, p.pot, rng.fork(p.x * 100 + p.z));
  }
  grade(s, sh.glass, sp.gradeOpts);
  return s;
}

function towelBar(s: Scene, sp: BathSpec, c: string): void {
  // a ladder of towels hanging on the right wall near the back
  const fr = wallFrame("right", sp.W, sp.D);
  const a = 1.1;
  const F = wface(fr, 0, 0.03);
  s.fline(F, a - 0.32, 1.25, a + 0.32, 1.25, sp.vanity.metal.base, 0.015, 'stroke-linecap="round"');
  const tF = wface(fr, 0, 0.05);
  s.frect(tF, a - 0.25, 0.72, a + 0.25, 1.27, c);
  s.frect(tF, a - 0.25, 0.72, a + 0.25, 0.78, shade(c, -0.08));
  for (let i = 0; i < 5; i++) s.fline(tF, a - 0.22 + i * 0.11, 0.8, a - 0.22 + i * 0.11, 1.24, shade(c, -0.1), 0.004, 'opacity="0.5"');
}

function vanity(s: Scene, sp: BathSpec, v: VanitySpec, rng: Rng): void {
  const fr = wallFrame(v.wall, sp.W, sp.D);
  const dep = v.kind === "console" ? 0.5 : 0.55;
  const top = v.kind === "floating" || v.kind === "wallhung" ? 0.86 : 0.88;
  const th = v.top.thick ?? 0.03;
  const a0 = v.a0;
  const a1 = v.a0 + v.w;
  const keyZ = v.wall === "back" ? sp.D - 0.02 : Math.min(wpt(fr, a0, 0, 0)[2], wpt(fr, a1, 0, 0)[2]);
  const wallF = wface(fr, 0, 0);
  s.at(sp.D + 0.002);
  if (v.wall !== "back") s.at(990);
  // mirrors + sconces on the wall
  const centers = v.sinks === 2 ? [a0 + v.w * 0.27, a0 + v.w * 0.73] : [a0 + v.w / 2];
  const mw = v.mirror === "wide" ? v.w - 0.1 : Math.min(0.8, (v.w / v.sinks) * 0.7);
  const mb = top + 0.22;
  const mt = Math.min(sp.H - 0.25, mb + (v.mirror === "round" ? mw : mw * 1.35));
  const mirrors = v.mirror === "wide" ? [a0 + v.w / 2] : centers;
  for (const c of mirrors) {
    mirror(s, wallF, c - mw / 2, mb, c + mw / 2, v.mirror === "round" ? mb + mw : mt, v.mirror, v.mirrorFrame, sp);
    if (v.sconce !== "none") {
      if (v.sinks === 2 || v.mirror === "wide") {
        if (v.mirror !== "wide") {
          for (const side of [-1, 1]) sconce(s, wallF, c + side * (mw / 2 + 0.14), mb + (mt - mb) * 0.62, v.sconce, v.metal);
        }
      } else for (const side of [-1, 1]) sconce(s, wallF, c + side * (mw / 2 + 0.16), mb + (mt - mb) * 0.62, v.sconce, v.metal);
    }
  }
  if (v.mirror === "wide" && v.sconce !== "none") for (const c of centers) sconce(s, wallF, c, Math.min(sp.H - 0.3, mt + 0.12), v.sconce, v.metal);
  // wall faucets
  if (v.faucet === "wall") for (const c of centers) faucet(s, wpt(fr, c, 0.005, top + 0.2), [fr.n[0], 0, fr.n[2]], v.metal, "wall");

  s.at(keyZ - 0.001);
  const y0 = v.kind === "floating" ? 0.3 : v.kind === "wallhung" ? 0.45 : v.kind === "console" ? top - th - 0.04 : 0.1;
  if (v.kind === "floating" || v.kind === "wallhung") {
    // soft shadow beneath
    const q = [s.p(wpt(fr, a0, 0, 0.001)), s.p(wpt(fr, a1, 0, 0.001)), s.p(wpt(fr, a1, dep * 0.8, 0.001)), s.p(wpt(fr, a0, dep * 0.8, 0.001))];
    s.blurPoly(q, "#1a120c", 0.3, 10);
    const wq = [s.p(wpt(fr, a0, 0.001, y0)), s.p(wpt(fr, a1, 0.001, y0)), s.p(wpt(fr, a1, 0.001, y0 - 0.12)), s.p(wpt(fr, a0, 0.001, y0 - 0.12))];
    s.blurPoly(wq, "#1a120c", 0.18, 6);
  }
  if (v.kind === "console") {
    // brass legs and a towel shelf
    for (const a of [a0 + 0.04, a1 - 0.06]) {
      const b = wbox(fr, a, a + 0.02, dep - 0.08, dep - 0.06, 0, top - th);
      s.box(b, { c: v.metal.base });
    }
    const sh = wbox(fr, a0 + 0.04, a1 - 0.04, 0.05, dep - 0.06, 0.2, 0.22);
    s.box(sh, { c: v.metal.base });
    const F = wface(fr, 0, dep - 0.12);
    s.frect(F, a0 + 0.15, 0.22, a1 - 0.15, 0.3, "#f2efe9");
    s.frect(F, a0 + 0.15, 0.28, a1 - 0.15, 0.36, "#e8e2d8");
  } else {
    const b = wbox(fr, a0, a1, 0, dep, y0, top - th);
    s.box(b, { c: shade(v.body.c, -0.04) });
    const F = wface(fr, 0, dep);
    if (v.kind === "floor") s.frect(F, a0, 0, a1, 0.1, shade(v.body.c, -0.55));
    const rows = v.drawers ?? (top - th - y0 > 0.45 ? 2 : 1);
    const n = Math.max(1, Math.round(v.w / 0.6));
    const tone = v.wall === "back" ? 0 : v.wall === "left" ? -0.05 + 0.05 * s.light : -0.05 - 0.05 * s.light;
    const fin = { ...v.body, c: shade(v.body.c, tone) };
    for (let i = 0; i < n; i++) {
      const x0 = a0 + (v.w * i) / n;
      const x1 = a0 + (v.w * (i + 1)) / n;
      const hh = top - th - y0;
      for (let j = 0; j < rows; j++) panel(s, F, x0, y0 + (hh * j) / rows, x1, y0 + (hh * (j + 1)) / rows, fin, "drawer", rng.fork(i * 10 + j));
    }
  }
  // top
  const tb = wbox(fr, a0 - 0.01, a1 + 0.01, 0, dep + 0.015, top - th, top);
  const faces = s.box(tb, { c: shade(v.top.c, -0.06), top: v.top.c, hl: true });
  if (faces.top) surface(s, faceFlat(top), tb.x0, tb.z0, tb.x1, tb.z1, v.top, rng.fork("top"), v.wall === "back" ? "a" : "b");
  // sinks
  for (const c of centers) {
    if (v.sink === "vessel") vessel(s, wpt(fr, c, dep * 0.5, top), 0.42, "#f6f4ef");
    else if (v.sink === "under" || v.sink === "console") basin(s, fr, c, 0.48, 0.1, dep - 0.08, top, "#d9d6cf");
    if (v.faucet !== "wall") faucet(s, wpt(fr, c, 0.06, top), [fr.n[0], 0, fr.n[2]], v.metal, v.faucet, 0.8);
  }
  if (v.sink === "trough") basin(s, fr, a0 + v.w / 2, v.w - 0.3, 0.1, dep - 0.08, top, "#e0ddd6");
  // a little styling
  const F2 = wface(fr, 0, 0.12);
  const sa = v.sinks === 2 ? a0 + v.w / 2 : a1 - 0.14;
  profileObj(s, F2, sa, top, 0.16, "bottle", "#e9e2d6");
  profileObj(s, F2, sa + 0.07, top, 0.1, "jar", "#c9b8a4");
}

function basin(s: Scene, fr: ReturnType<typeof wallFrame>, c: number, w: number, d0: number, d1: number, y: number, col: string): void {
  const pts: P[] = [];
  const r = 0.06;
  const a0 = c - w / 2;
  const a1 = c + w / 2;
  const cs: [number, number, number][] = [
    [a1 - r, d1 - r, 0],
    [a0 + r, d1 - r, Math.PI / 2],
    [a0 + r, d0 + r, Math.PI],
    [a1 - r, d0 + r, (3 * Math.PI) / 2],
  ];
  for (const [ca, cd, st] of cs)
    for (let i = 0; i <= 3; i++) {
      const t = st + (i / 3) * (Math.PI / 2);
      pts.push(s.p(wpt(fr, ca + Math.cos(t) * r, cd + Math.sin(t) * r, y + 0.001)));
    }
  const ys = pts.map((p) => p[1]);
  s.poly2(pts, s.lin(0, Math.min(...ys), 0, Math.max(...ys), [
    [0, shade(col, -0.25)],
    [1, shade(col, 0.05)],
  ]));
}

function vessel(s: Scene, base: V3, w: number, c: string): void {
  const k = s.k(base[2]);
  const [x, y] = s.p([base[0], base[1] + 0.14, base[2]]);
  const [, yb] = s.p(base);
  const rw = (w / 2) * k;
  const ry = Math.max(2, Math.abs(s.p([base[0], base[1] + 0.14, base[2] - w / 2])[1] - y));
  s.path(`M${n1(x - rw)} ${n1(y)}C${n1(x - rw)} ${n1(yb)} ${n1(x + rw)} ${n1(yb)} ${n1(x + rw)} ${n1(y)}Z`, s.lin(x - rw, 0, x + rw, 0, [
    [0, shade(c, -0.06)],
    [0.35, c],
    [1, shade(c, -0.2)],
  ]));
  s.ellipse(x, y, rw, ry, shade(c, 0.02));
  s.ellipse(x, y + ry * 0.1, rw * 0.88, ry * 0.78, s.lin(0, y - ry, 0, y + ry, [
    [0, shade(c, -0.22)],
    [1, shade(c, 0.02)],
  ]));
}

function mirror(s: Scene, F: Face, a0: number, b0: number, a1: number, b1: number, kind: VanitySpec["mirror"], frame: string, sp: BathSpec): void {
  const ab: [number, number][] = [];
  const cx = (a0 + a1) / 2;
  const w = a1 - a0;
  if (kind === "round") {
    for (let i = 0; i < 40; i++) {
      const t = (i / 40) * Math.PI * 2;
      ab.push([cx + Math.cos(t) * w * 0.5, (b0 + b1) / 2 + Math.sin(t) * (b1 - b0) * 0.5]);
    }
  } else if (kind === "arch" || kind === "pill") {
    const r = w / 2;
    const rb = kind === "pill" ? r : 0.04;
    ab.push([a1, b0 + rb], [a1, b1 - r]);
    for (let i = 1; i < 16; i++) {
      const t = (i / 16) * Math.PI;
      ab.push([cx + Math.cos(t) * r, b1 - r + Math.sin(t) * r]);
    }
    ab.push([a0, b1 - r], [a0, b0 + rb]);
    if (kind === "pill") {
      for (let i = 1; i < 16; i++) {
        const t = Math.PI + (i / 16) * Math.PI;
        ab.push([cx + Math.cos(t) * r, b0 + r + Math.sin(t) * r]);
      }
    }
  } else {
    const r = 0.02;
    ab.push([a0 + r, b0], [a1 - r, b0], [a1, b0 + r], [a1, b1 - r], [a1 - r, b1], [a0 + r, b1], [a0, b1 - r], [a0, b0 + r]);
  }
  const shadowPts = ab.map(([a, b]) => [a + 0.015, b - 0.02] as [number, number]);
  s.fpoly(F, shadowPts, "#1a120c", 'opacity="0.16"');
  const outer = ab.map(([a, b]) => [cx + (a - cx) * 1.0, b] as [number, number]);
  s.fpoly(F, outer, frame);
  const fw = 0.022;
  const inner = ab.map(([a, b]) => {
    const mb = (b0 + b1) / 2;
    const sa = (a - cx) / (w / 2);
    const sb = (b - mb) / ((b1 - b0) / 2);
    return [a - sa * fw, b - sb * fw] as [number, number];
  });
  const ps = inner.map(([a, b]) => s.fp(F, a, b));
  const ys = ps.map((p) => p[1]);
  const xs = ps.map((p) => p[0]);
  const refl = mix(sp.right ?? sp.wall, "#dfe5e4", 0.45);
  s.poly2(ps, s.lin(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), [
    [0, shade(refl, 0.12)],
    [0.5, refl],
    [1, shade(refl, -0.1)],
  ]));
  // reflected doorway / window hint + highlights
  const url = s.clip(ps);
  const [x0, y0, x1, y1] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  s.add(`<g clip-path="${url}"><rect x="${n1(x0 + (x1 - x0) * 0.12)}" y="${n1(y0 + (y1 - y0) * 0.25)}" width="${n1((x1 - x0) * 0.3)}" height="${n1((y1 - y0) * 0.9)}" fill="${shade(refl, -0.12)}" opacity="0.5"/><polygon points="${n1(x0)},${n1(y0 + (y1 - y0) * 0.7)} ${n1(x0 + (x1 - x0) * 0.55)},${n1(y0)} ${n1(x0 + (x1 - x0) * 0.75)},${n1(y0)} ${n1(x0)},${n1(y0 + (y1 - y0) * 1.0)}" fill="#ffffff" opacity="0.16"/></g>`);
}

function shower(s: Scene, sp: BathSpec, sh: ShowerSpec, rng: Rng): void {
  const { D, H } = sp;
  const z0 = D - sh.depth;
  const top = sh.height ?? H;
  const back: Face = { o: [0, 0, D], u: [1, 0, 0], v: [0, 1, 0] };
  s.at(994);
  // back wall tile / slab
  if (sh.slab) {
    s.frect(back, sh.x0, 0, sh.x1, top, sh.slab.c);
    veins(s, back, sh.x0, 0, sh.x1, top, { c: sh.slab.vein ?? "#888", n: 5, opacity: 0.28, mirror: true, soft: true, width: 1.0, angle: -1.1 }, rng.fork("bm"));
    s.fline(back, (sh.x0 + sh.x1) / 2, 0, (sh.x0 + sh.x1) / 2, top, shade(sh.slab.c, -0.15), 0.002, 'opacity="0.6"');
  } else tiles(s, back, sh.x0, 0, sh.x1, top, sh.tile, rng.fork("t1"));
  // side walls of the shower (tiled returns)
  const side = (x: number) => {
    const F: Face = { o: [x, 0, 0], u: [0, 0, 1], v: [0, 1, 0] };
    if (sh.slab) {
      s.frect(F, z0, 0, D, top, shade(sh.slab.c, -0.05));
      veins(s, F, z0, 0, D, top, { c: sh.slab.vein ?? "#888", n: 4, opacity: 0.25, soft: true, width: 1.0, angle: -1.1 }, rng.fork(x));
    } else tiles(s, F, z0, 0, D, top, { ...sh.tile, c: shade(sh.tile.c, x < s.cam.x ? -0.05 : -0.03) }, rng.fork("side" + x));
  };
  if (sh.x0 < 0.01) side(0.001);
  if (sh.x1 > sp.W - 0.01) side(sp.W - 0.001);
  // shower floor
  const ft = sh.floorTile ?? { ...sh.tile, tw: 0.05, th: 0.05, bond: "stack" as const };
  tiles(s, faceFlat(0.002), sh.x0, z0, sh.x1, D, ft, rng.fork("sf"));
  // linear drain
  s.poly([
    [sh.x0 + 0.1, 0.004, D - 0.08],
    [sh.x1 - 0.1, 0.004, D - 0.08],
    [sh.x1 - 0.1, 0.004, D - 0.12],
    [sh.x0 + 0.1, 0.004, D - 0.12],
  ], "#55585a");
  // partition wall if the shower does not reach a side wall
  const m = sh.metal;
  const cx = (sh.x0 + sh.x1) / 2;
  // niche
  if (sh.niche) {
    const a0 = cx - 0.3;
    const a1 = cx + 0.3;
    s.frect(back, a0, 1.1, a1, 1.45, shade(sh.slab?.c ?? sh.tile.c, -0.22));
    s.frect(back, a0, 1.42, a1, 1.45, "#1a120c", 'opacity="0.25"');
    s.frect(back, a0, 1.1, a1, 1.115, shade(sh.slab?.c ?? sh.tile.c, 0.1));
    profileObj(s, back, a0 + 0.1, 1.115, 0.2, "bottle", "#d9d0c2");
    profileObj(s, back, a0 + 0.2, 1.115, 0.16, "bottle", "#8a9a8b");
    profileObj(s, back, a0 + 0.32, 1.115, 0.1, "jar", "#efe9df");
  }
  // valve + heads
  const vF: Face = { o: [0, 0, D - 0.005], u: [1, 0, 0], v: [0, 1, 0] };
  const va = sh.x1 - 0.35 > cx ? cx + 0.35 : cx;
  s.fcircle(vF, va, 1.05, 0.08, m.base);
  s.fcircle(vF, va, 1.05, 0.06, shade(m.base, 0.1));
  s.fline(vF, va, 1.05, va + 0.09, 1.12, m.base, 0.018, 'stroke-linecap="round"');
  // wall arm + head
  if (sh.rain) {
    s.line3([cx, 2.2, D], [cx, 2.2, D - 0.35], m.base, 0.02);
    const [hx, hy] = s.p([cx, 2.18, D - 0.38]);
    const k = s.k(D - 0.38);
    s.ellipse(hx, hy, 0.15 * k, 0.022 * k, m.base);
    s.ellipse(hx, hy + 0.012 * k, 0.14 * k, 0.008 * k, m.lo);
  } else {
    s.line3([va, 1.95, D], [va, 1.95, D - 0.2], m.base, 0.02);
    const [hx, hy] = s.p([va, 1.9, D - 0.24]);
    const k = s.k(D - 0.24);
    s.ellipse(hx, hy, 0.09 * k, 0.05 * k, m.base);
  }
  // handheld on a slide bar
  const hb = sh.x0 + 0.25;
  s.fline(vF, hb, 1.0, hb, 1.7, m.base, 0.018, 'stroke-linecap="round"');
  s.fline(vF, hb, 1.55, hb + 0.02, 1.3, m.lo, 0.03, 'stroke-linecap="round"');
  // teak bench
  if (sh.bench) {
    const bx0 = sh.x0 < 0.01 ? 0.01 : sh.x1 - 0.45;
    const bx1 = bx0 + 0.42;
    const z1 = D - 0.15;
    const zz0 = z1 - 0.9;
    s.at(D - 0.5);
    const teak = "#a5764a";
    for (let i = 0; i < 5; i++) {
      const x0 = bx0 + i * 0.085;
      s.box({ x0, x1: x0 + 0.075, y0: 0.43, y1: 0.46, z0: zz0, z1 }, { c: shade(teak, (i % 2) * 0.05) });
    }
    s.box({ x0: bx0 + 0.02, x1: bx1 - 0.02, y0: 0.38, y1: 0.43, z0: zz0 + 0.05, z1: zz0 + 0.09 }, { c: shade(teak, -0.2) });
  }
  // glass
  s.at(z0 - 0.01);
  const gl = (pts: V3[]) => {
    const ps = pts.map((p) => s.p(p));
    const xs = ps.map((p) => p[0]);
    s.poly2(ps, s.lin(Math.min(...xs), 0, Math.max(...xs), 0, [
      [0, "#eef5f3", 0.16],
      [0.3, "#ffffff", 0.24],
      [0.36, "#eef5f3", 0.1],
      [0.7, "#ffffff", 0.18],
      [1, "#eef5f3", 0.1],
    ]));
    s.polyline([...ps, ps[0]!], sh.frame ?? "#cfdcd8", sh.frame ? Math.max(1.5, 0.012 * s.k(pts[0]![2])) : 1.2, sh.frame ? "" : 'opacity="0.8"');
  };
  const gt = Math.min(H - 0.05, 2.0);
  if (sh.glass === "panel" || sh.glass === "enclosed" || sh.glass === "door") {
    // fixed front panel covering ~60% of the opening
    const left = sh.x0 < 0.01;
    const pa0 = left ? sh.x0 : sh.x0 + (sh.x1 - sh.x0) * (sh.glass === "panel" ? 0.42 : 0);
    const pa1 = left ? sh.x0 + (sh.x1 - sh.x0) * (sh.glass === "panel" ? 0.58 : 1) : sh.x1;
    if (sh.glass === "door") {
      gl([
        [sh.x0, 0.02, z0],
        [sh.x1, 0.02, z0],
        [sh.x1, gt, z0],
        [sh.x0, gt, z0],
      ]);
      const hx = (sh.x0 + sh.x1) / 2;
      s.line3([hx, 0.95, z0 - 0.02], [hx, 1.35, z0 - 0.02], m.base, 0.016, 'stroke-linecap="round"');
    } else
      gl([
        [pa0, 0.02, z0],
        [pa1, 0.02, z0],
        [pa1, gt, z0],
        [pa0, gt, z0],
      ]);
    if (!sh.frame) {
      // support bar to the wall
      const xe = left ? pa1 : pa0;
      s.line3([xe, gt - 0.05, z0], [xe, gt - 0.05, D], m.base, 0.014);
    }
    if (sh.glass === "enclosed" && sh.x1 < sp.W - 0.01) {
      gl([
        [sh.x1, 0.02, z0],
        [sh.x1, 0.02, D],
        [sh.x1, gt, D],
        [sh.x1, gt, z0],
      ]);
    }
  }
  // curb-less threshold line
  s.line3([sh.x0, 0.003, z0], [sh.x1, 0.003, z0], shade(sp.floor.c, -0.25), 0.006);
}

export function tub(s: Scene, t: TubSpec): void {
  const { x, z, len, c } = t;
  const wid = t.kind === "soak" ? 0.8 : len * 0.46;
  const h = t.kind === "claw" ? 0.62 : 0.58;
  const yb = t.kind === "claw" ? 0.14 : 0;
  s.at(z - wid / 2);
  s.contact(x - len / 2 + 0.1, x + len / 2 - 0.1, z - wid / 2 + 0.06, z + wid / 2 - 0.06, 0, 0.1, 0.35);
  if (t.kind === "soak") {
    s.box({ x0: x - len / 2, x1: x + len / 2, y0: 0, y1: h, z0: z - wid / 2, z1: z + wid / 2 }, { c, top: shade(c, 0.04) });
    const e = 0.06;
    s.poly([
      [x - len / 2 + e, h + 0.001, z - wid / 2 + e],
      [x + len / 2 - e, h + 0.001, z - wid / 2 + e],
      [x + len / 2 - e, h + 0.001, z + wid / 2 - e],
      [x - len / 2 + e, h + 0.001, z + wid / 2 - e],
    ], shade(c, -0.14));
    if (t.filler) faucet(s, [x + len / 2 - 0.2, h, z + wid / 2 - 0.03], [0, 0, -1], t.filler, "short");
    return;
  }
  const ell = (cx: number, y: number, cz: number, a: number, b: number, n = 40): P[] => {
    const out: P[] = [];
    for (let i = 0; i < n; i++) {
      const th = (i / n) * Math.PI * 2;
      out.push(s.p([cx + Math.cos(th) * a, y, cz + Math.sin(th) * b]));
    }
    return out;
  };
  const topE = ell(x, h, z, len / 2, wid / 2);
  const botE = ell(x, yb, z, len / 2 - (t.kind === "claw" ? 0.2 : 0.14), wid / 2 - 0.1);
  const hull = convexHull([...topE, ...botE]);
  const xs = hull.map((p) => p[0]);
  const bodyFill = t.kind === "claw" && t.feet ? c : c;
  s.poly2(hull, s.lin(Math.min(...xs), 0, Math.max(...xs), 0, [
    [0, shade(bodyFill, -0.1)],
    [0.3, shade(bodyFill, 0.06)],
    [0.65, bodyFill],
    [1, shade(bodyFill, -0.2)],
  ]));
  if (t.kind === "claw") {
    const feet = t.feet ?? "#2b2927";
    for (const [fx, fz] of [
      [x - len / 2 + 0.28, z - wid / 2 + 0.14],
      [x + len / 2 - 0.28, z - wid / 2 + 0.14],
    ] as const) {
      const [px, py] = s.p([fx, 0, fz]);
      const k = s.k(fz);
      s.path(`M${n1(px - 0.06 * k)} ${n1(py)}C${n1(px - 0.05 * k)} ${n1(py - 0.12 * k)} ${n1(px - 0.02 * k)} ${n1(py - 0.17 * k)} ${n1(px)} ${n1(py - 0.2 * k)}C${n1(px + 0.02 * k)} ${n1(py - 0.17 * k)} ${n1(px + 0.05 * k)} ${n1(py - 0.12 * k)} ${n1(px + 0.06 * k)} ${n1(py)}Z`, feet);
      s.ellipse(px, py - 0.015 * k, 0.05 * k, 0.02 * k, shade(feet, -0.2));
    }
  }
  // rim
  s.poly2(topE, shade(c, 0.08));
  const inner = ell(x, h + 0.001, z, len / 2 - 0.06, wid / 2 - 0.06);
  const iy = inner.map((p) => p[1]);
  s.poly2(inner, s.lin(0, Math.min(...iy), 0, Math.max(...iy), [
    [0, shade(c, -0.28)],
    [1, shade(c, -0.05)],
  ]));
  if (t.kind === "claw") s.polyline([...topE, topE[0]!], shade(c, 0.2), Math.max(1, 0.02 * s.k(z)));
  // a folded towel over the rim and the floor-mounted filler
  if (t.filler) {
    const fx = x + len / 2 + 0.12;
    faucet(s, [fx, 0, z + 0.05], [-1, 0, 0], t.filler, "filler");
  }
}

