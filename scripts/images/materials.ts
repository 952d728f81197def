// Surface materials drawn onto perspective faces: tile, planks, stone veining, terrazzo chips,
// wood grain, plaster mottling, and the daylight view seen through windows.

import { mix, shade, vary } from "./color.ts";
import type { Rng } from "./rng.ts";
import { bbox, fpt, n1, type Face, type P, type Scene } from "./scene.ts";

export type Bond = "stack" | "running" | "checker" | "herring" | "hex" | "diag" | "third";

export interface TileSpec {
  c: string;
  c2?: string;
  grout: string;
  tw: number;
  th: number;
  bond: Bond;
  gap?: number;
  vary?: number;
  gloss?: boolean;
  /** fraction of tiles that use c2 (hex / scattered accents) */
  accent?: number;
}

const depthOf = (F: Face, a: number, b: number) => fpt(F, a, b)[2];

export function tiles(s: Scene, F: Face, a0: number, b0: number, a1: number, b1: number, t: TileSpec, rng: Rng): void {
  const gap = t.gap ?? 0.003;
  const vr = t.vary ?? 0.03;
  const r = () => rng.next();
  s.frect(F, a0, b0, a1, b1, t.grout);
  if (t.bond === "herring" || t.bond === "hex" || t.bond === "diag") {
    s.clipped(s.fquad(F, a0, b0, a1, b1), () => patterned(s, F, a0, b0, a1, b1, t, rng));
    return;
  }
  let row = 0;
  for (let b = b0; b < b1 - 1e-6; b += t.th, row++) {
    const bb1 = Math.min(b + t.th, b1);
    let off = 0;
    if (t.bond === "running") off = row % 2 ? t.tw / 2 : 0;
    if (t.bond === "third") off = ((row % 3) * t.tw) / 3;
    let col = 0;
    for (let a = a0 - off; a < a1 - 1e-6; a += t.tw, col++) {
      const aa0 = Math.max(a, a0);
      const aa1 = Math.min(a + t.tw, a1);
      if (aa1 - aa0 < 0.004) continue;
      const z = depthOf(F, (aa0 + aa1) / 2, (b + bb1) / 2);
      const px = s.k(z) * Math.min(t.tw, t.th);
      const g = px < 5 ? gap * 0.4 : gap;
      let c = t.c;
      if (t.bond === "checker" && t.c2 && (row + col) % 2) c = t.c2;
      else if (t.c2 && t.accent && r() < t.accent) c = t.c2;
      s.frect(F, aa0 + g / 2, b + g / 2, aa1 - g / 2, bb1 - g / 2, vr ? vary(c, vr, r) : c);
      if (t.gloss && px > 6) {
        s.fline(F, aa0 + g, bb1 - g * 1.5, aa1 - g, bb1 - g * 1.5, shade(c, 0.5), 0.003, 'opacity="0.55"');
        if (r() < 0.5) s.fline(F, aa0 + t.tw * 0.15, b + (bb1 - b) * 0.35, aa0 + t.tw * 0.4, b + (bb1 - b) * 0.6, "#ffffff", 0.004, 'opacity="0.18"');
      }
    }
  }
}

function patterned(s: Scene, F: Face, a0: number, b0: number, a1: number, b1: number, t: TileSpec, rng: Rng): void {
  const gap = t.gap ?? 0.003;
  const vr = t.vary ?? 0.03;
  const r = () => rng.next();
  const ca = (a0 + a1) / 2;
  const cb = (b0 + b1) / 2;
  const R = Math.hypot(a1 - a0, b1 - b0) / 2 + Math.max(t.tw, t.th) * 2;
  const put = (pts: [number, number][], c: string) => {
    s.fpoly(F, pts, vr ? vary(c, vr, r) : c);
  };
  if (t.bond === "hex") {
    const rr = t.tw / 2;
    const h = Math.sqrt(3) * rr;
    const ni = Math.ceil((a1 - a0) / (1.5 * rr)) + 2;
    const nj = Math.ceil((b1 - b0) / h) + 2;
    for (let i = -1; i < ni; i++) {
      for (let j = -1; j < nj; j++) {
        const cx = a0 + i * 1.5 * rr;
        const cy = b0 + j * h + (i % 2 ? h / 2 : 0);
        const pts: [number, number][] = [];
        for (let q = 0; q < 6; q++) {
          const ang = (q * Math.PI) / 3;
          pts.push([cx + Math.cos(ang) * (rr - gap / 2), cy + Math.sin(ang) * (rr - gap / 2)]);
        }
        const acc = t.c2 && (((i + 300) * 2 + (j + 300) * 3) % 7 === 0 || (t.accent && r() < t.accent));
        put(pts, acc ? t.c2! : t.c);
      }
    }
    return;
  }
  const rot = Math.PI / 4;
  const cos = Math.cos(rot);
  const sin = Math.sin(rot);
  const tr = (x: number, y: number): [number, number] => [ca + x * cos - y * sin, cb + x * sin + y * cos];
  const rectP = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
    tr(x0 + gap / 2, y0 + gap / 2),
    tr(x1 - gap / 2, y0 + gap / 2),
    tr(x1 - gap / 2, y1 - gap / 2),
    tr(x0 + gap / 2, y1 - gap / 2),
  ];
  if (t.bond === "diag") {
    const n = Math.ceil(R / t.tw) + 1;
    for (let i = -n; i <= n; i++)
      for (let j = -n; j <= n; j++) {
        const c = t.c2 && (i + j) % 2 ? t.c2 : t.c;
        put(rectP(i * t.tw, j * t.tw, (i + 1) * t.tw, (j + 1) * t.tw), c);
      }
    return;
  }
  // herringbone: W = short side, L = long side
  const W = t.th;
  const L = t.tw;
  const n = Math.ceil((R * 2) / W) + 2;
  const m = Math.ceil((R * 2) / L) + 2;
  for (let k = -n; k <= n; k++) {
    for (let q = -m; q <= m; q++) {
      const x = k * W + q * L;
      const y = k * W - q * L;
      if (Math.abs(x) > R * 1.6 || Math.abs(y) > R * 1.6) continue;
      put(rectP(x, y, x + L, y + W), t.c);
      put(rectP(x, y + W, x + W, y + W + L), t.c2 && t.accent ? t.c2 : t.c);
    }
  }
}

export interface PlankSpec {
  c: string;
  w: number;
  len: [number, number];
  /** planks run along face axis a or b */
  along: "a" | "b";
  vary?: number;
  seam?: string;
  grain?: boolean;
}

export function planks(s: Scene, F: Face, a0: number, b0: number, a1: number, b1: number, p: PlankSpec, rng: Rng): void {
  const r = () => rng.next();
  const seam = p.seam ?? shade(p.c, -0.35);
  const vr = p.vary ?? 0.05;
  s.frect(F, a0, b0, a1, b1, seam);
  const gap = 0.0035;
  const acrossLo = p.along === "b" ? a0 : b0;
  const acrossHi = p.along === "b" ? a1 : b1;
  const alongLo = p.along === "b" ? b0 : a0;
  const alongHi = p.along === "b" ? b1 : a1;
  const q = (u: number, v: number): [number, number] => (p.along === "b" ? [u, v] : [v, u]);
  const grainC = shade(p.c, -0.18);
  for (let u = acrossLo; u < acrossHi - 1e-6; u += p.w) {
    const u1 = Math.min(u + p.w, acrossHi);
    let v = alongLo - r() * p.len[1];
    while (v < alongHi) {
      const len = p.len[0] + r() * (p.len[1] - p.len[0]);
      const v0 = Math.max(v, alongLo);
      const v1 = Math.min(v + len, alongHi);
      if (v1 - v0 > 0.01) {
        const c = vary(p.c, vr, r);
        const pts = [q(u + gap / 2, v0 + gap / 2), q(u1 - gap / 2, v0 + gap / 2), q(u1 - gap / 2, v1 - gap / 2), q(u + gap / 2, v1 - gap / 2)];
        s.fpoly(F, pts, c);
        if (p.grain !== false) {
          const lines = 2;
          for (let i = 0; i < lines; i++) {
            const uu = u + p.w * (0.2 + 0.6 * r());
            const A = q(uu, v0 + 0.05);
            const B = q(uu + (r() - 0.5) * p.w * 0.2, v1 - 0.05);
            s.fline(F, A[0], A[1], B[0], B[1], grainC, 0.004 + r() * 0.004, `opacity="${(0.1 + r() * 0.12).toFixed(2)}"`);
          }
        }
      }
      v += len;
    }
  }
}

export interface VeinSpec {
  c: string;
  n: number;
  opacity?: number;
  width?: number;
  /** mirror the veining around the middle of a (book-matched slabs) */
  mirror?: boolean;
  soft?: boolean;
  angle?: number;
}

/** Marble / quartzite veining as wandering polylines in face coordinates. */
export function veins(s: Scene, F: Face, a0: number, b0: number, a1: number, b1: number, v: VeinSpec, rng: Rng): void {
  const r = () => rng.next();
  const span = Math.max(a1 - a0, b1 - b0);
  const op = v.opacity ?? 0.35;
  const wid = v.width ?? 1;
  const paths: { pts: [number, number][]; w: number; o: number }[] = [];
  const baseAng = v.angle ?? -0.5;
  for (let i = 0; i < v.n; i++) {
    let a = a0 + r() * (a1 - a0);
    let b = b0 + r() * (b1 - b0);
    let ang = baseAng + (r() - 0.5) * 1.2;
    const step = span / 40;
    const pts: [number, number][] = [];
    const steps = 20 + Math.floor(r() * 40);
    // walk backwards a bit so veins cross the slab instead of starting mid-way
    a -= Math.cos(ang) * step * steps * 0.5;
    b -= Math.sin(ang) * step * steps * 0.5;
    for (let k = 0; k < steps; k++) {
      pts.push([a, b]);
      ang += (r() - 0.5) * 0.55;
      a += Math.cos(ang) * step;
      b += Math.sin(ang) * step;
    }
    const w = (0.4 + r() * 1.6) * wid;
    paths.push({ pts, w, o: op * (0.45 + r() * 0.55) });
    // a branch
    if (r() < 0.6) {
      const startIdx = Math.floor(r() * pts.length);
      let [ba, bb] = pts[startIdx]!;
      let bang = ang + (r() < 0.5 ? 0.8 : -0.8);
      const bpts: [number, number][] = [];
      for (let k = 0; k < 10 + r() * 12; k++) {
        bpts.push([ba, bb]);
        bang += (r() - 0.5) * 0.6;
        ba += Math.cos(bang) * step;
        bb += Math.sin(bang) * step;
      }
      paths.push({ pts: bpts, w: w * 0.5, o: op * 0.5 });
    }
  }
  const inner = s.capture(() => {
    for (const pth of paths) {
      const variants = v.mirror ? [pth.pts, pth.pts.map(([a, b]) => [a0 + a1 - a, b] as [number, number])] : [pth.pts];
      for (const pts of variants) {
        const proj = pts.map(([a, b]) => s.fp(F, a, b));
        const z = depthOf(F, pts[0]![0], pts[0]![1]);
        const scale = Math.min(1.6, Math.max(0.35, s.k(z) / 500));
        if (v.soft) s.polyline(proj, v.c, pth.w * scale * 5, `opacity="${(pth.o * 0.25).toFixed(3)}"`);
        s.polyline(proj, v.c, Math.max(0.4, pth.w * scale), `opacity="${pth.o.toFixed(3)}"`);
      }
    }
  });
  const url = s.clip(s.fquad(F, a0, b0, a1, b1));
  s.add(`<g clip-path="${url}">${inner}</g>`);
}

export interface SpeckSpec {
  colors: string[];
  density: number;
  size: [number, number];
}

/** Terrazzo / granite chips. */
export function speckles(s: Scene, F: Face, a0: number, b0: number, a1: number, b1: number, sp: SpeckSpec, rng: Rng): void {
  const r = () => rng.next();
  const count = Math.min(9000, Math.round((a1 - a0) * (b1 - b0) * sp.density));
  const byColor = new Map<string, string[]>();
  for (let i = 0; i < count; i++) {
    const a = a0 + r() * (a1 - a0);
    const b = b0 + r() * (b1 - b0);
    const size = sp.size[0] + Math.pow(r(), 2.2) * (sp.size[1] - sp.size[0]);
    const z = depthOf(F, a, b);
    if (s.k(z) * size < 0.9) continue;
    const nv = 5 + Math.floor(r() * 3);
    const rot = r() * Math.PI;
    const pts: P[] = [];
    for (let q = 0; q < nv; q++) {
      const ang = rot + (q / nv) * Math.PI * 2;
      const rad = (size / 2) * (0.6 + r() * 0.5);
      const aa = Math.min(a1, Math.max(a0, a + Math.cos(ang) * rad));
      const bb = Math.min(b1, Math.max(b0, b + Math.sin(ang) * rad));
      pts.push(s.fp(F, aa, bb));
    }
    const c = sp.colors[Math.floor(r() * sp.colors.length)]!;
    const d = `M${pts.map((p) => `${n1(p[0])} ${n1(p[1])}`).join("L")}Z`;
    const list = byColor.get(c) ?? [];
    list.push(d);
    byColor.set(c, list);
  }
  for (const [c, ds] of byColor) s.path(ds.join(""), c);
}

/** Wood grain: soft streaks along one face axis. */
export function grain(s: Scene, F: Face, a0: number, b0: number, a1: number, b1: number, c: string, dir: "a" | "b", rng: Rng, density = 1): void {
  const r = () => rng.next();
  const lo = dir === "a" ? b0 : a0;
  const hi = dir === "a" ? b1 : a1;
  const along0 = dir === "a" ? a0 : b0;
  const along1 = dir === "a" ? a1 : b1;
  const n = Math.max(3, Math.round(((hi - lo) / 0.014) * density));
  const q = (across: number, along: number): [number, number] => (dir === "a" ? [along, across] : [across, along]);
  const z = depthOf(F, (a0 + a1) / 2, (b0 + b1) / 2);
  const pxm = s.k(z);
  if (pxm * (hi - lo) < 6) return;
  const dark = shade(c, -0.22);
  const light = shade(c, 0.12);
  let d1 = "";
  let d2 = "";
  for (let i = 0; i < n; i++) {
    const base = lo + r() * (hi - lo);
    const amp = (hi - lo) * 0.015 * r();
    const ph = r() * 6;
    const pts: P[] = [];
    const steps = 6;
    for (let k = 0; k <= steps; k++) {
      const t = k / steps;
      const ac = Math.min(hi, Math.max(lo, base + Math.sin(ph + t * 3) * amp));
      const [aa, bb] = q(ac, along0 + (along1 - along0) * t);
      pts.push(s.fp(F, aa, bb));
    }
    const d = `M${pts.map((p) => `${n1(p[0])} ${n1(p[1])}`).join("L")}`;
    if (r() < 0.7) d1 += d;
    else d2 += d;
  }
  const w = Math.max(0.5, Math.min(1.6, pxm * 0.0016));
  if (d1) s.add(`<path d="${d1}" fill="none" stroke="${dark}" stroke-width="${w.toFixed(2)}" opacity="0.22"/>`);
  if (d2) s.add(`<path d="${d2}" fill="none" stroke="${light}" stroke-width="${(w * 1.6).toFixed(2)}" opacity="0.18"/>`);
}

/** Soft blotches for plaster / limewash / concrete, clipped to a screen polygon. */
export function mottle(s: Scene, ps: P[], c: string, rng: Rng, n = 10, strength = 0.05): void {
  const r = () => rng.next();
  const [x0, y0, x1, y1] = bbox(ps);
  const w = x1 - x0;
  const h = y1 - y0;
  if (w < 4 || h < 4) return;
  const inner = s.capture(() => {
    let shapes = "";
    for (let i = 0; i < n; i++) {
      const cx = x0 + r() * w;
      const cy = y0 + r() * h;
      const rx = (0.1 + r() * 0.3) * w;
      const ry = (0.1 + r() * 0.3) * h;
      const col = shade(c, (r() < 0.5 ? -1 : 1) * strength * (0.5 + r()));
      shapes += `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${col}" opacity="${(0.35 + r() * 0.4).toFixed(2)}"/>`;
    }
    s.add(s.soft(shapes, [x0, y0, x1, y1], Math.max(4, Math.min(w, h) * 0.12)));
  });
  const url = s.clip(ps);
  s.add(`<g clip-path="${url}">${inner}</g>`);
}

// ---- the world outside ------------------------------------------------------------------------

export type ViewKind = "garden" | "pool" | "lake" | "lanai" | "oaks" | "frosted" | "street";

export interface ViewSpec {
  kind: ViewKind;
  /** z of the wall the openings sit in (view objects are placed beyond it) */
  zWall: number;
  /** x range of the room, to place palms and trees */
  x0: number;
  x1: number;
  rng: Rng;
  /** 0..1 haze toward white (daylight overexposure) */
  haze?: number;
  /** also plant greenery outside the side walls (for side windows) */
  sides?: { zn: number; zFar: number };
}

const SKY_TOP = "#a9c6d9";
const SKY_LOW = "#f1ede4";

/** Draws the daylight view clipped to the given screen polygons (the glass areas). */
export function outdoor(s: Scene, glass: P[][], v: ViewSpec): void {
  if (!glass.length) return;
  const r = () => v.rng.next();
  const all = glass.flat();
  const [bx0, by0, bx1, by1] = bbox(all);
  const haze = v.haze ?? 0.28;
  const hz = (c: string, z: number) => mix(c, SKY_LOW, Math.min(0.85, haze + Math.max(0, (z - v.zWall) / 90)));
  const clipShapes = glass.map((ps) => `<polygon points="${s.pts(ps)}"/>`).join("");
  const url = s.clipShapes(clipShapes);
  const inner = s.capture(() => {
    const horizon = s.oy;
    s.rect2(bx0 - 2, by0 - 2, bx1 - bx0 + 4, by1 - by0 + 4, s.lin(0, Math.min(by0, horizon - 400), 0, horizon, [
      [0, SKY_TOP],
      [0.75, "#d7e3e6"],
      [1, SKY_LOW],
    ]));
    if (v.kind === "frosted") {
      s.rect2(bx0, by0, bx1 - bx0, by1 - by0, s.lin(0, by0, 0, by1, [
        [0, "#f4f3ee"],
        [1, "#e3e6dc"],
      ]));
      for (let i = 0; i < 7; i++)
        s.blurEllipse(bx0 + r() * (bx1 - bx0), by0 + (0.3 + r() * 0.7) * (by1 - by0), (0.1 + r() * 0.2) * (bx1 - bx0), (0.1 + r() * 0.2) * (by1 - by0), mix("#7f9a78", "#f4f3ee", 0.55), 0.45, Math.max(6, (bx1 - bx0) * 0.08));
      return;
    }
    // clouds
    for (let i = 0; i < 5; i++) {
      const cx = bx0 + r() * (bx1 - bx0);
      const cy = by0 + r() * Math.max(10, (horizon - by0) * 0.7);
      s.blurEllipse(cx, cy, 60 + r() * 160, 14 + r() * 22, "#ffffff", 0.55, 12);
    }
    const zw = v.zWall;
    const ground = (z: number) => s.p([0, 0, z])[1];
    const sides = () => {
      if (!v.sides) return;
      for (const sx of [v.x0 - 4.5, v.x1 + 4.5]) {
        const zs: number[] = [];
        for (let z = v.sides.zn + 1; z < v.sides.zFar; z += 2.5 + r() * 2) zs.push(z);
        for (const z of zs.reverse()) {
          if (r() < 0.5) palm(s, sx + (r() - 0.5) * 3, z, 5 + r() * 3, hz("#4d6f48", zw), hz("#8b7b66", zw), r);
          else oak(s, sx + (r() - 0.5) * 3, z, 5 + r() * 2, hz("#557a4b", zw), r);
        }
        hedge2(s, sx > v.x0 ? v.x1 + 2 : v.x0 - 2, v.sides.zn, v.sides.zFar, 1.3, hz("#58794c", zw), r);
      }
    };
    // far tree line
    const farZ = zw + 55;
    treeLine(s, v.x0 - 60, v.x1 + 60, farZ, hz("#6f8f7a", farZ), r, 7, 13);
    const midZ = zw + 26;
    if (v.sides) {
      // lawn outside the side walls
      for (const [xa, xb] of [
        [v.x0 - 40, v.x0 - 0.3],
        [v.x1 + 0.3, v.x1 + 40],
      ] as const)
        s.poly([
          [xa, 0, v.sides.zn],
          [xb, 0, v.sides.zn],
          [xb, 0, zw + 60],
          [xa, 0, zw + 60],
        ], hz("#8fac77", zw + 2));
    }
    if (v.kind === "lake") {
      const gy = ground(farZ);
      s.rect2(bx0 - 2, gy, bx1 - bx0 + 4, by1 - gy + 4, s.lin(0, gy, 0, by1, [
        [0, hz("#9fb9c4", farZ)],
        [1, hz("#7fa2b4", zw)],
      ]));
      for (let i = 0; i < 40; i++) {
        const z = zw + 8 + r() * 45;
        const y = ground(z);
        const x = bx0 + r() * (bx1 - bx0);
        const len = (0.5 + r() * 2) * s.k(z);
        s.line2([x, y], [x + len, y], "#ffffff", Math.max(0.5, 0.04 * s.k(z)), 'opacity="0.35"');
      }
      // near lawn bank
      const bank = zw + 8;
      s.poly([
        [v.x0 - 40, 0, zw],
        [v.x1 + 40, 0, zw],
        [v.x1 + 40, 0, bank + 1.5],
        [v.x0 - 40, 0, bank - 1],
      ], s.lin(0, ground(bank), 0, ground(zw), [
        [0, hz("#8fae76", bank)],
        [1, hz("#7a9c63", zw)],
      ]));
      for (let i = 0; i < 3; i++) palm(s, v.x0 - 3 + r() * (v.x1 - v.x0 + 6), zw + 5 + r() * 4, 5 + r() * 3, hz("#4e6b4a", zw + 6), hz("#8a7a66", zw + 6), r);
      sides();
      return;
    }
    // mid lawn
    const gy = ground(farZ);
    s.rect2(bx0 - 2, gy, bx1 - bx0 + 4, by1 - gy + 4, s.lin(0, gy, 0, by1, [
      [0, hz("#9db58a", farZ)],
      [1, hz("#86a66f", zw)],
    ]));
    treeLine(s, v.x0 - 40, v.x1 + 40, midZ, hz("#55754f", midZ), r, 5, 9);
    // oaks / palms beyond
    const nPalm = v.kind === "oaks" ? 1 : 3 + Math.floor(r() * 3);
    if (v.kind === "oaks" || v.kind === "garden") {
      for (let i = 0; i < 3; i++) oak(s, v.x0 - 4 + r() * (v.x1 - v.x0 + 8), zw + 12 + r() * 10, 7 + r() * 4, hz("#4d6d45", zw + 14), r);
    }
    if (v.kind === "pool" || v.kind === "lanai") {
      const p0 = zw + (v.kind === "lanai" ? 4.2 : 2.2);
      const p1 = p0 + 5;
      const px0 = (v.x0 + v.x1) / 2 - 3.2 + (r() - 0.5) * 2;
      const px1 = px0 + 6.4;
      // deck
      s.poly([
        [v.x0 - 30, 0, zw],
        [v.x1 + 30, 0, zw],
        [v.x1 + 30, 0, p1 + 2.5],
        [v.x0 - 30, 0, p1 + 2.5],
      ], hz("#e6dccb", zw));
      // coping + water
      s.poly([
        [px0 - 0.3, 0.005, p0 - 0.3],
        [px1 + 0.3, 0.005, p0 - 0.3],
        [px1 + 0.3, 0.005, p1 + 0.3],
        [px0 - 0.3, 0.005, p1 + 0.3],
      ], hz("#f4efe6", p0));
      const a = s.p([px0, 0, p0]);
      const b = s.p([px0, 0, p1]);
      s.poly([
        [px0, 0.01, p0],
        [px1, 0.01, p0],
        [px1, 0.01, p1],
        [px0, 0.01, p1],
      ], s.lin(0, b[1], 0, a[1], [
        [0, hz("#5fb3c0", p1)],
        [1, hz("#8fd3d6", p0)],
      ]));
      for (let i = 0; i < 14; i++) {
        const z = p0 + 0.3 + r() * (p1 - p0 - 0.6);
        const x = px0 + 0.3 + r() * (px1 - px0 - 1.5);
        const A = s.p([x, 0.01, z]);
        const B = s.p([x + 0.4 + r() * 0.8, 0.01, z + (r() - 0.5) * 0.2]);
        s.line2(A, B, "#ffffff", Math.max(0.6, 0.03 * s.k(z)), 'opacity="0.5" stroke-linecap="round"');
      }
      // hedge behind the pool
      hedge(s, v.x0 - 20, v.x1 + 20, p1 + 3, 1.4, hz("#5c7f52", p1 + 3), r);
      if (v.kind === "lanai") {
        // screen enclosure: thin aluminium frame and a faint veil
        const zs = p1 + 2.2;
        const veil: P[] = [s.p([v.x0 - 30, 0, zs]), s.p([v.x1 + 30, 0, zs]), s.p([v.x1 + 30, 9, zs]), s.p([v.x0 - 30, 9, zs])];
        const cage = s.capture(() => {
          for (let x = v.x0 - 12; x <= v.x1 + 12; x += 1.6) s.line3([x, 0, zs], [x, 5.2, zs], "#5b5d5a", 0.05, 'opacity="0.55"');
          s.line3([v.x0 - 12, 1.0, zs], [v.x1 + 12, 1.0, zs], "#5b5d5a", 0.05, 'opacity="0.55"');
          s.line3([v.x0 - 12, 5.2, zs], [v.x1 + 12, 5.2, zs], "#5b5d5a", 0.08, 'opacity="0.6"');
          // side screen walls of the cage
          for (let z = zw + 1; z <= zs; z += 1.6) {
            s.line3([v.x0 - 12, 0, z], [v.x0 - 12, 5.2, z], "#5b5d5a", 0.05, 'opacity="0.45"');
            s.line3([v.x1 + 12, 0, z], [v.x1 + 12, 5.2, z], "#5b5d5a", 0.05, 'opacity="0.45"');
          }
        });
        palmsBeyond(s, v, nPalm, r, hz);
        s.poly2(veil, "#d9dcd8", 'opacity="0.16"');
        s.add(cage);
        // lanai roof overhang
        const rz = zw + 3.4;
        s.poly([
          [v.x0 - 30, 2.9, zw],
          [v.x1 + 30, 2.9, zw],
          [v.x1 + 30, 2.9, rz],
          [v.x0 - 30, 2.9, rz],
        ], "#cdbfad");
        s.poly([
          [v.x0 - 30, 2.9, rz],
          [v.x1 + 30, 2.9, rz],
          [v.x1 + 30, 3.25, rz],
          [v.x0 - 30, 3.25, rz],
        ], "#e8e1d5");
        // a pair of posts and lounge chairs on the covered lanai
        for (const x of [v.x0 + 0.6, v.x1 - 0.6]) s.box({ x0: x - 0.1, x1: x + 0.1, y0: 0, y1: 2.9, z0: rz - 0.2, z1: rz }, { c: "#efe8dc" });
        lounge(s, (v.x0 + v.x1) / 2 - 1.6, zw + 2.2, r);
        lounge(s, (v.x0 + v.x1) / 2 + 0.6, zw + 2.4, r);
        sides();
        return;
      }
      palmsBeyond(s, v, nPalm, r, hz);
      sides();
      return;
    }
    hedge(s, v.x0 - 20, v.x1 + 20, zw + 3.5, 1.2, hz("#58784c", zw + 3.5), r);
    palmsBeyond(s, v, nPalm, r, hz);
    // foreground lawn
    s.poly([
      [v.x0 - 30, 0, zw],
      [v.x1 + 30, 0, zw],
      [v.x1 + 30, 0, zw + 3.4],
      [v.x0 - 30, 0, zw + 3.4],
    ], hz("#89a873", zw + 1));
    hedge(s, v.x0 - 20, v.x1 + 20, zw + 1.4, 0.8, hz("#4e7046", zw + 1), r);
    sides();
  });
  s.add(`<g clip-path="${url}">${inner}</g>`);
  // glass sheen
  s.add(
    `<g clip-path="${url}"><rect x="${n1(bx0)}" y="${n1(by0)}" width="${n1(bx1 - bx0)}" height="${n1(by1 - by0)}" fill="${s.lin(bx0, by0, bx1, by1, [
      [0, "#ffffff", 0.16],
      [0.45, "#ffffff", 0.02],
      [0.55, "#ffffff", 0.1],
      [1, "#ffffff", 0.0],
    ])}"/></g>`,
  );
}

function palmsBeyond(s: Scene, v: ViewSpec, n: number, r: () => number, hz: (c: string, z: number) => string): void {
  const items: { x: number; z: number; h: number }[] = [];
  for (let i = 0; i < n; i++) items.push({ x: v.x0 - 2 + r() * (v.x1 - v.x0 + 4), z: v.zWall + 8 + r() * 10, h: 4.2 + r() * 3 });
  items.sort((a, b) => b.z - a.z);
  for (const it of items) palm(s, it.x, it.z, it.h, hz("#476a45", it.z), hz("#9a8f7e", it.z), r);
}

function treeLine(s: Scene, x0: number, x1: number, z: number, c: string, r: () => number, hMin: number, hMax: number): void {
  const pts: P[] = [s.p([x0, 0, z])];
  for (let x = x0; x <= x1; x += 2 + r() * 4) {
    const h = hMin + r() * (hMax - hMin);
    pts.push(s.p([x, h * 0.85, z]));
    pts.push(s.p([x + 1.5, h, z]));
  }
  pts.push(s.p([x1, 0, z]));
  // smooth with a path of quadratic curves
  let d = `M${n1(pts[0]![0])} ${n1(pts[0]![1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const a = pts[i]!;
    const b = pts[i + 1]!;
    d += `Q${n1(a[0])} ${n1(a[1])} ${n1((a[0] + b[0]) / 2)} ${n1((a[1] + b[1]) / 2)}`;
  }
  d += `L${n1(pts[pts.length - 1]![0])} ${n1(pts[pts.length - 1]![1])}Z`;
  s.path(d, c);
}

function hedge(s: Scene, x0: number, x1: number, z: number, h: number, c: string, r: () => number): void {
  let shapes = "";
  const k = s.k(z);
  const base = s.p([x0, 0, z])[1];
  for (let x = x0; x < x1; x += 0.5 + r() * 0.6) {
    const [px, py] = s.p([x, h * (0.8 + r() * 0.3), z]);
    const rad = (0.45 + r() * 0.35) * k;
    shapes += `<ellipse cx="${n1(px)}" cy="${n1(py)}" rx="${n1(rad)}" ry="${n1(rad * 0.8)}" fill="${r() < 0.5 ? c : shade(c, 0.07)}"/>`;
  }
  const a = s.p([x0, h * 0.7, z]);
  const b = s.p([x1, 0, z]);
  shapes += `<rect x="${n1(a[0])}" y="${n1(a[1])}" width="${n1(b[0] - a[0])}" height="${n1(base - a[1])}" fill="${c}"/>`;
  s.add(shapes);
}

export function palm(s: Scene, x: number, z: number, h: number, leaf: string, trunk: string, r: () => number): void {
  const k = s.k(z);
  const lean = (r() - 0.5) * 0.8;
  const [bx, by] = s.p([x, 0, z]);
  const [tx, ty] = s.p([x + lean, h, z]);
  const tw = Math.max(0.8, 0.28 * k);
  s.path(`M${n1(bx - tw / 2)} ${n1(by)}Q${n1(bx + lean * k * 0.2)} ${n1((by + ty) / 2)} ${n1(tx - tw * 0.3)} ${n1(ty)}L${n1(tx + tw * 0.3)} ${n1(ty)}Q${n1(bx + lean * k * 0.2 + tw * 0.5)} ${n1((by + ty) / 2)} ${n1(bx + tw / 2)} ${n1(by)}Z`, trunk);
  const fronds = 9 + Math.floor(r() * 4);
  let d = "";
  let d2 = "";
  for (let i = 0; i < fronds; i++) {
    const ang = (i / fronds) * Math.PI * 2 + r() * 0.4;
    const len = (2.2 + r() * 1.0) * k;
    const dx = Math.cos(ang) * len;
    const up = Math.sin(ang) * len * 0.45;
    const ex = tx + dx;
    const ey = ty - up + len * 0.45;
    const mx = tx + dx * 0.5;
    const my = ty - Math.abs(up) * 0.6 - len * 0.18;
    const wdt = len * 0.13;
    const frond = `M${n1(tx)} ${n1(ty)}Q${n1(mx)} ${n1(my - wdt)} ${n1(ex)} ${n1(ey)}Q${n1(mx)} ${n1(my + wdt)} ${n1(tx)} ${n1(ty)}Z`;
    if (i % 2) d += frond;
    else d2 += frond;
  }
  s.path(d, leaf);
  s.path(d2, shade(leaf, 0.08));
}

function oak(s: Scene, x: number, z: number, h: number, c: string, r: () => number): void {
  const k = s.k(z);
  const [bx, by] = s.p([x, 0, z]);
  const [, ty] = s.p([x, h * 0.55, z]);
  s.rect2(bx - 0.22 * k, ty, 0.44 * k, by - ty, shade(c, -0.15));
  let shapes = "";
  for (let i = 0; i < 9; i++) {
    const [px, py] = s.p([x + (r() - 0.5) * h * 0.9, h * (0.6 + r() * 0.35), z]);
    const rad = (1.6 + r() * 1.6) * k;
    shapes += `<ellipse cx="${n1(px)}" cy="${n1(py)}" rx="${n1(rad)}" ry="${n1(rad * 0.75)}" fill="${i % 3 === 0 ? shade(c, 0.08) : c}"/>`;
  }
  s.add(shapes);
}

function hedge2(s: Scene, x: number, z0: number, z1: number, h: number, c: string, r: () => number): void {
  let shapes = "";
  for (let z = z1; z > z0; z -= 0.5 + r() * 0.5) {
    const [px, py] = s.p([x, h * (0.8 + r() * 0.3), z]);
    const rad = (0.5 + r() * 0.35) * s.k(z);
    shapes += `<ellipse cx="${n1(px)}" cy="${n1(py)}" rx="${n1(rad)}" ry="${n1(rad * 0.8)}" fill="${r() < 0.5 ? c : shade(c, 0.07)}"/>`;
  }
  s.add(shapes);
  s.poly([
    [x, 0, z0],
    [x, 0, z1],
    [x, h * 0.8, z1],
    [x, h * 0.8, z0],
  ], c);
}

function lounge(s: Scene, x: number, z: number, r: () => number): void {
  const c = r() < 0.5 ? "#f2ede4" : "#e9e2d6";
  s.box({ x0: x, x1: x + 0.7, y0: 0.12, y1: 0.36, z0: z, z1: z + 1.8 }, { c });
  s.box({ x0: x, x1: x + 0.7, y0: 0.36, y1: 0.9, z0: z + 1.5, z1: z + 1.8 }, { c: shade(c, -0.03) });
}
