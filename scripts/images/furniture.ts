// Furniture: rugs, sofas, chairs, tables, lamps.

import { mix, shade, vary } from "./color.ts";
import type { Rng } from "./rng.ts";
import { wbox, wpt, type WallFrame } from "./cabinets.ts";
import { art as artOnFace } from "./decor.ts";
import { cylinder, n1, type Box, type Scene, type V3 } from "./scene.ts";

export function rug(s: Scene, x0: number, x1: number, z0: number, z1: number, c: string, rng: Rng, kind: "plain" | "border" | "runner" | "pattern" = "border"): void {
  const y = 0.004;
  s.contact(x0, x1, z0, z1, 0, 0.02, 0.12);
  s.poly([
    [x0, y, z0],
    [x1, y, z0],
    [x1, y, z1],
    [x0, y, z1],
  ], c);
  const e = kind === "runner" ? 0.08 : 0.18;
  if (kind !== "plain") {
    const inner = shade(c, kind === "runner" ? 0.08 : -0.06);
    s.poly([
      [x0 + e, y, z0 + e],
      [x1 - e, y, z0 + e],
      [x1 - e, y, z1 - e],
      [x0 + e, y, z1 - e],
    ], inner);
    if (kind === "pattern" || kind === "runner") {
      const n = kind === "runner" ? Math.round((z1 - z0) / 0.35) : 7;
      for (let i = 0; i < n; i++) {
        const zz = z0 + e + ((z1 - z0 - 2 * e) * (i + 0.5)) / n;
        const dz = 0.06;
        const cx = (x0 + x1) / 2;
        const hw = (x1 - x0) / 2 - e - 0.05;
        s.poly([
          [cx - hw, y, zz],
          [cx, y, zz - dz],
          [cx + hw, y, zz],
          [cx, y, zz + dz],
        ], vary(shade(c, -0.15), 0.03, () => rng.next()), 'opacity="0.7"');
      }
    }
  }
  // woven texture hint
  for (let i = 0; i < 30; i++) {
    const zz = z0 + (z1 - z0) * rng.next();
    s.line3([x0 + 0.02, y, zz], [x1 - 0.02, y, zz], mix(c, "#ffffff", 0.2), 0.004, 'opacity="0.18"');
  }
}


type Facing = "camera" | "+x" | "-x" | "away";

function frameFor(x0: number, x1: number, z0: number, z1: number, facing: Facing): { fr: WallFrame; L: number; Dp: number } {
  // frame origin at the sofa's back-left, u along its length, n toward where it faces
  if (facing === "camera") return { fr: { o: [x0, 0, z1], u: [1, 0, 0], n: [0, 0, -1] }, L: x1 - x0, Dp: z1 - z0 };
  if (facing === "away") return { fr: { o: [x0, 0, z0], u: [1, 0, 0], n: [0, 0, 1] }, L: x1 - x0, Dp: z1 - z0 };
  if (facing === "+x") return { fr: { o: [x0, 0, z1], u: [0, 0, -1], n: [1, 0, 0] }, L: z1 - z0, Dp: x1 - x0 };
  return { fr: { o: [x1, 0, z1], u: [0, 0, -1], n: [-1, 0, 0] }, L: z1 - z0, Dp: x1 - x0 };
}

function drawParts(s: Scene, parts: { b: Box; c: string; round?: number; top?: string }[]): void {
  const cx = s.cam.x;
  const dist = (b: Box) => {
    const x = Math.max(b.x0, Math.min(cx, b.x1));
    const z = b.z0;
    return Math.hypot(x - cx, z) + (b.z1 - b.z0) * 0.01;
  };
  parts.sort((p, q) => dist(q.b) - dist(p.b));
  for (const p of parts) s.box(p.b, { c: p.c, round: p.round, top: p.top });
}

export interface SofaSpec {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  facing: Facing;
  c: string;
  legs?: string;
  pillows?: string[];
  seats?: number;
  arms?: "track" | "low" | "none";
}

export function sofa(s: Scene, sp: SofaSpec, _rng?: Rng): void {
  const { fr, L, Dp } = frameFor(sp.x0, sp.x1, sp.z0, sp.z1, sp.facing);
  s.at(sp.z0);
  s.contact(sp.x0, sp.x1, sp.z0, sp.z1, 0, 0.08, 0.32);
  const c = sp.c;
  const legs = sp.legs ?? "#5a4434";
  const parts: { b: Box; c: string; round?: number; top?: string }[] = [];
  const B = (a0: number, a1: number, d0: number, d1: number, y0: number, y1: number) => wbox(fr, a0, a1, d0, d1, y0, y1);
  for (const [a, d] of [
    [0.06, 0.06],
    [L - 0.1, 0.06],
    [0.06, Dp - 0.1],
    [L - 0.1, Dp - 0.1],
  ] as const)
    parts.push({ b: B(a, a + 0.04, d, d + 0.04, 0, 0.1), c: legs });
  const armW = sp.arms === "none" ? 0 : 0.16;
  const armH = sp.arms === "low" ? 0.5 : 0.58;
  parts.push({ b: B(0, L, 0, Dp, 0.1, 0.38), c: shade(c, -0.05) });
  parts.push({ b: B(0, L, 0, 0.18, 0.38, 0.74), c: shade(c, -0.03), round: 0.03 });
  if (armW) {
    parts.push({ b: B(0, armW, 0, Dp, 0.1, armH), c: shade(c, 0.01), round: 0.05 });
    parts.push({ b: B(L - armW, L, 0, Dp, 0.1, armH), c: shade(c, 0.01), round: 0.05 });
  }
  const n = sp.seats ?? Math.max(1, Math.round((L - 2 * armW) / 0.78));
  const cw = (L - 2 * armW) / n;
  for (let i = 0; i < n; i++) {
    const a0 = armW + i * cw + 0.006;
    const a1 = armW + (i + 1) * cw - 0.006;
    parts.push({ b: B(a0, a1, 0.3, Dp - 0.01, 0.38, 0.5), c: shade(c, 0.03), round: 0.045, top: shade(c, 0.09) });
    parts.push({ b: B(a0, a1, 0.14, 0.32, 0.46, 0.8), c: shade(c, 0.02), round: 0.06, top: shade(c, 0.07) });
  }
  drawParts(s, parts);
  // pillows
  const pil = sp.pillows ?? [];
  pil.forEach((pc, i) => {
    const a = i === 0 ? armW + 0.05 : L - armW - 0.5;
    const b = B(a, a + 0.42, 0.3, 0.42, 0.5, 0.88);
    s.box(b, { c: pc, round: 0.08, top: shade(pc, 0.08) });
  });
}

export function chair(s: Scene, x: number, z: number, facing: Facing, c: string, kind: "lounge" | "dining" | "barrel", rng: Rng, wood = "#6b4a33"): void {
  const w = kind === "dining" ? 0.48 : 0.8;
  const d = kind === "dining" ? 0.5 : 0.8;
  const x0 = x - (facing === "+x" || facing === "-x" ? d : w) / 2;
  const x1 = x + (facing === "+x" || facing === "-x" ? d : w) / 2;
  const z0 = z - (facing === "+x" || facing === "-x" ? w : d) / 2;
  const z1 = z + (facing === "+x" || facing === "-x" ? w : d) / 2;
  if (kind === "barrel") {
    sofa(s, { x0, x1, z0, z1, facing, c, legs: wood, seats: 1, arms: "low" }, rng);
    return;
  }
  if (kind === "lounge") {
    const { fr, L, Dp } = frameFor(x0, x1, z0, z1, facing);
    s.at(z0);
    s.contact(x0, x1, z0, z1, 0, 0.06, 0.25);
    const B = (a0: number, a1: number, d0: number, d1: number, y0: number, y1: number) => wbox(fr, a0, a1, d0, d1, y0, y1);
    const parts: { b: Box; c: string; round?: number; top?: string }[] = [];
    for (const [a, dd] of [
      [0.02, 0.04],
      [L - 0.055, 0.04],
      [0.02, Dp - 0.07],
      [L - 0.055, Dp - 0.07],
    ] as const)
      parts.push({ b: B(a, a + 0.035, dd, dd + 0.035, 0, 0.36), c: wood });
    parts.push({ b: B(0.02, L - 0.02, 0.0, 0.045, 0.3, 0.86), c: wood, round: 0.02 });
    parts.push({ b: B(0.05, L - 0.05, 0.06, Dp - 0.03, 0.34, 0.47), c: shade(c, 0.02), round: 0.04, top: shade(c, 0.09) });
    parts.push({ b: B(0.06, L - 0.06, 0.045, 0.19, 0.47, 0.84), c, round: 0.05, top: shade(c, 0.07) });
    for (const a of [0, L - 0.045]) {
      parts.push({ b: B(a, a + 0.045, 0.04, Dp - 0.02, 0.58, 0.62), c: shade(wood, 0.08) });
      parts.push({ b: B(a, a + 0.045, Dp - 0.09, Dp - 0.05, 0.36, 0.58), c: wood });
    }
    drawParts(s, parts);
    return;
  }
  const { fr, L, Dp } = frameFor(x0, x1, z0, z1, facing);
  s.at(z0);
  s.contact(x0, x1, z0, z1, 0, 0.04, 0.2);
  const B = (a0: number, a1: number, d0: number, d1: number, y0: number, y1: number) => wbox(fr, a0, a1, d0, d1, y0, y1);
  const parts: { b: Box; c: string; round?: number; top?: string }[] = [];
  for (const [a, dd] of [
    [0.02, 0.02],
    [L - 0.05, 0.02],
    [0.02, Dp - 0.05],
    [L - 0.05, Dp - 0.05],
  ] as const)
    parts.push({ b: B(a, a + 0.03, dd, dd + 0.03, 0, 0.44), c: wood });
  parts.push({ b: B(0, L, 0, Dp, 0.44, 0.48), c: c, top: shade(c, 0.06) });
  parts.push({ b: B(0.02, L - 0.02, 0.0, 0.04, 0.48, 0.85), c: wood, round: 0.02 });
  drawParts(s, parts);
}

export function table(s: Scene, x0: number, x1: number, z0: number, z1: number, c: string, _rng: Rng, h = 0.75, kind: "rect" | "trestle" | "round" = "rect"): void {
  s.at(z0);
  s.contact(x0, x1, z0, z1, 0, 0.1, 0.2);
  if (kind === "round") {
    const cx = (x0 + x1) / 2;
    const cz = (z0 + z1) / 2;
    const r = (x1 - x0) / 2;
    s.box({ x0: cx - 0.08, x1: cx + 0.08, y0: 0, y1: h - 0.04, z0: cz - 0.08, z1: cz + 0.08 }, { c: shade(c, -0.1) });
    const pts: [number, number][] = [];
    for (let i = 0; i < 36; i++) {
      const t = (i / 36) * Math.PI * 2;
      pts.push([cx + Math.cos(t) * r, cz + Math.sin(t) * r]);
    }
    const top = pts.map(([x, z]) => s.p([x, h, z]));
    const bot = pts.map(([x, z]) => s.p([x, h - 0.04, z]));
    s.poly2(bot, shade(c, -0.15));
    s.poly2(top, shade(c, 0.04));
    return;
  }
  const legs: [number, number][] =
    kind === "trestle"
      ? [
          [x0 + 0.2, (z0 + z1) / 2 - 0.3],
          [x1 - 0.28, (z0 + z1) / 2 - 0.3],
        ]
      : [
          [x0 + 0.05, z0 + 0.05],
          [x1 - 0.11, z0 + 0.05],
          [x0 + 0.05, z1 - 0.11],
          [x1 - 0.11, z1 - 0.11],
        ];
  legs.sort((p, q) => q[1] - p[1]);
  for (const [lx, lz] of legs) s.box({ x0: lx, x1: lx + (kind === "trestle" ? 0.08 : 0.06), y0: 0, y1: h - 0.04, z0: lz, z1: lz + (kind === "trestle" ? 0.6 : 0.06) }, { c: shade(c, -0.06) });
  s.box({ x0, x1, y0: h - 0.045, y1: h, z0, z1 }, { c: shade(c, -0.06), top: c, hl: true });
}

export function coffeeTable(s: Scene, x: number, z: number, c: string, kind: "round" | "rect", rng: Rng): void {
  if (kind === "round") {
    s.at(z - 0.45);
    s.contact(x - 0.42, x + 0.42, z - 0.42, z + 0.42, 0, 0.06, 0.28);
    cylinder(s, x, z, 0.3, 0, 0.34, shade(c, -0.08), undefined, 0.32);
    cylinder(s, x, z, 0.46, 0.34, 0.38, c, shade(c, 0.07));
    counterDecorLite(s, x, 0.38, z, rng);
    return;
  }
  s.at(z - 0.3);
  s.contact(x - 0.6, x + 0.6, z - 0.35, z + 0.35, 0, 0.06, 0.25);
  s.box({ x0: x - 0.6, x1: x + 0.6, y0: 0.05, y1: 0.38, z0: z - 0.35, z1: z + 0.35 }, { c, top: shade(c, 0.06), hl: true });
  counterDecorLite(s, x, 0.38, z, rng);
}

function counterDecorLite(s: Scene, x: number, y: number, z: number, rng: Rng): void {
  const F = { o: [0, 0, z] as V3, u: [1, 0, 0] as V3, v: [0, 1, 0] as V3 };
  const cs = ["#d9cfbf", "#8a9a8b", "#c4a98a", "#40505c", "#efe9df"];
  for (let i = 0; i < 3; i++) s.frect(F, x - 0.18 + i * 0.01, y + i * 0.03, x + 0.05 - i * 0.01, y + (i + 1) * 0.03 - 0.003, cs[(i + rng.int(0, 4)) % cs.length]!);
  s.fpoly(F, [
    [x + 0.12, y],
    [x + 0.26, y],
    [x + 0.23, y + 0.07],
    [x + 0.15, y + 0.07],
  ], "#e9e3d8");
}

export function floorLamp(s: Scene, x: number, z: number, metal: string, shadeC = "#f3ead9"): void {
  s.at(z);
  const [bx, by] = s.p([x, 0, z]);
  const k = s.k(z);
  s.ellipse(bx, by, 0.14 * k, 0.03 * k, metal);
  const [tx, ty] = s.p([x, 1.45, z]);
  s.line2([bx, by], [tx, ty], metal, Math.max(1, 0.018 * k));
  s.add(`<ellipse cx="${n1(tx)}" cy="${n1(ty)}" rx="${n1(0.5 * k)}" ry="${n1(0.5 * k)}" fill="${s.rad(tx, ty, 0.5 * k, [
    [0, "#fff1d2", 0.4],
    [1, "#fff1d2", 0],
  ])}"/>`);
  s.path(`M${n1(tx - 0.2 * k)} ${n1(ty + 0.12 * k)}L${n1(tx - 0.15 * k)} ${n1(ty - 0.2 * k)}L${n1(tx + 0.15 * k)} ${n1(ty - 0.2 * k)}L${n1(tx + 0.2 * k)} ${n1(ty + 0.12 * k)}Z`, s.lin(tx - 0.2 * k, 0, tx + 0.2 * k, 0, [
    [0, shade(shadeC, -0.06)],
    [0.4, shadeC],
    [1, shade(shadeC, -0.12)],
  ]));
}

export function sideTable(s: Scene, x: number, z: number, c: string): void {
  s.at(z - 0.25);
  s.contact(x - 0.25, x + 0.25, z - 0.25, z + 0.25, 0, 0.04, 0.2);
  s.box({ x0: x - 0.04, x1: x + 0.04, y0: 0, y1: 0.5, z0: z - 0.04, z1: z + 0.04 }, { c: shade(c, -0.1) });
  s.box({ x0: x - 0.25, x1: x + 0.25, y0: 0.5, y1: 0.54, z0: z - 0.25, z1: z + 0.25 }, { c, hl: true });
}

/** Ceiling fan seen from below: hub, downrod, five blades in true perspective. */
export function ceilingFan(s: Scene, x: number, z: number, H: number, c: string, blades = "#c9a77c"): void {
  s.at(z - 0.8);
  const y = H - 0.42;
  s.line3([x, H, z], [x, y + 0.1, z], c, 0.025);
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + 0.3;
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    const q = (r: number, wdt: number): V3 => [x + ca * r - sa * wdt, y, z + sa * r + ca * wdt];
    s.poly([q(0.15, -0.05), q(0.72, -0.07), q(0.74, 0.06), q(0.15, 0.05)], shade(blades, i % 2 ? -0.05 : 0.03));
  }
  const [hx, hy] = s.p([x, y, z]);
  const k = s.k(z);
  s.ellipse(hx, hy + 0.02 * k, 0.13 * k, 0.05 * k, c);
  s.ellipse(hx, hy + 0.05 * k, 0.09 * k, 0.035 * k, "#fbf6ea");
  s.ellipse(hx, hy - 0.03 * k, 0.1 * k, 0.03 * k, shade(c, 0.1));
}

export function wallArt(s: Scene, fr: WallFrame, a0: number, a1: number, b0: number, b1: number, palette: string[], rng: Rng, frame = "#2b2420"): void {
  const F = { o: wpt(fr, 0, 0.02, 0), u: fr.u, v: [0, 1, 0] as V3 };
  artOnFace(s, F, a0, b0, a1, b1, palette, rng, frame);
}

