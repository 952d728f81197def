// One-off scenes: a construction-phase room with a plan table, the design studio / millwork
// workshop, and a close view of stone samples on an island.

import { COUNTERS, METAL, panel, slab, type Counter, type Finish } from "./cabinets.ts";
import { shade, vary } from "./color.ts";
import { counterDecor, faucet, pendant, plant, stool } from "./decor.ts";
import { grain, speckles, tiles, veins } from "./materials.ts";
import { roomScene, type LivingSpec } from "./living.ts";
import type { Rng } from "./rng.ts";
import { faceFlat, type Face, type Scene, type V3 } from "./scene.ts";

// ---- construction -----------------------------------------------------------------------------

const STUD = "#d9b98c";

function studsBack(s: Scene, W: number, H: number, D: number, hole: [number, number, number, number]): void {
  const [ha0, ha1, hb0, hb1] = hole;
  const xs: number[] = [];
  for (let x = 0; x <= W; x += 0.406) xs.push(x);
  xs.sort((p, q) => Math.abs(q - s.cam.x) - Math.abs(p - s.cam.x));
  for (const x of xs) {
    const inHole = x > ha0 - 0.02 && x < ha1;
    const c = vary(STUD, 0.04, () => ((x * 997) % 1));
    if (inHole) {
      s.box({ x0: x, x1: x + 0.038, y0: 0.04, y1: hb0 - 0.04, z0: D - 0.089, z1: D }, { c });
      s.box({ x0: x, x1: x + 0.038, y0: hb1 + 0.2, y1: H - 0.08, z0: D - 0.089, z1: D }, { c });
    } else s.box({ x0: x, x1: x + 0.038, y0: 0.04, y1: H - 0.08, z0: D - 0.089, z1: D }, { c });
  }
  // king/jack studs, header, sill
  for (const x of [ha0 - 0.076, ha0 - 0.038, ha1, ha1 + 0.038]) s.box({ x0: x, x1: x + 0.038, y0: 0.04, y1: x < ha0 - 0.05 || x > ha1 + 0.02 ? H - 0.08 : hb1, z0: D - 0.089, z1: D }, { c: shade(STUD, -0.03) });
  s.box({ x0: ha0 - 0.038, x1: ha1 + 0.038, y0: hb1, y1: hb1 + 0.2, z0: D - 0.089, z1: D }, { c: shade(STUD, 0.03) });
  s.box({ x0: ha0, x1: ha1, y0: hb0 - 0.04, y1: hb0, z0: D - 0.089, z1: D }, { c: STUD });
  s.box({ x0: 0, x1: W, y0: 0, y1: 0.04, z0: D - 0.089, z1: D }, { c: shade(STUD, -0.05) });
  s.box({ x0: 0, x1: W, y0: H - 0.08, y1: H, z0: D - 0.089, z1: D }, { c: shade(STUD, -0.02), bottom: shade(STUD, -0.2) });
}

function studsSide(s: Scene, x: number, H: number, z0: number, D: number, skip?: [number, number]): void {
  const inner = x < 1 ? x + 0.089 : x - 0.089;
  const x0 = Math.min(x, inner);
  const x1 = Math.max(x, inner);
  for (let z = D - 0.04; z > z0; z -= 0.406) {
    if (skip && z > skip[0] && z < skip[1]) continue;
    s.box({ x0, x1, y0: 0.04, y1: H - 0.08, z0: z, z1: z + 0.038 }, { c: vary(STUD, 0.04, () => ((z * 733) % 1)) });
    if (((z * 10) | 0) % 3 === 0) {
      // an electrical box and a run of cable
      const face: Face = { o: [x < 1 ? x1 : x0, 0, 0], u: [0, 0, 1], v: [0, 1, 0] };
      s.frect(face, z + 0.04, 0.38, z + 0.1, 0.48, "#3c6fb0");
      s.fline(face, z + 0.07, 0.48, z + 0.2, 1.2, "#e9c46a", 0.008, 'opacity="0.9"');
    }
  }
  s.box({ x0, x1, y0: 0, y1: 0.04, z0: z0, z1: D }, { c: shade(STUD, -0.05) });
  s.box({ x0, x1, y0: H - 0.08, y1: H, z0: z0, z1: D }, { c: shade(STUD, -0.02) });
}

function sawhorse(s: Scene, x: number, z0: number, z1: number, y: number): void {
  const c = "#c9a46e";
  s.box({ x0: x - 0.05, x1: x + 0.05, y0: y - 0.1, y1: y - 0.02, z0, z1 }, { c });
  for (const z of [z0 + 0.08, z1 - 0.12]) {
    s.line3([x - 0.25, 0, z], [x, y - 0.06, z], shade(c, -0.1), 0.04);
    s.line3([x + 0.25, 0, z], [x, y - 0.06, z], shade(c, -0.05), 0.04);
  }
}

function planSheet(s: Scene, x0: number, x1: number, z0: number, z1: number, y: number, rng: Rng): void {
  const F = faceFlat(y);
  s.frect(F, x0, z0, x1, z1, "#e9eef2");
  s.frect(F, x0 + 0.03, z0 + 0.03, x1 - 0.03, z1 - 0.03, "#dfe8f0");
  const ink = "#4a6f9c";
  // a floor plan made of rooms
  const px0 = x0 + 0.08;
  const px1 = x1 - 0.2;
  const pz0 = z0 + 0.08;
  const pz1 = z1 - 0.08;
  const lines: [number, number, number, number][] = [
    [px0, pz0, px1, pz0],
    [px1, pz0, px1, pz1],
    [px1, pz1, px0, pz1],
    [px0, pz1, px0, pz0],
  ];
  const xa = px0 + (px1 - px0) * (0.35 + rng.next() * 0.15);
  const za = pz0 + (pz1 - pz0) * (0.45 + rng.next() * 0.1);
  lines.push([xa, pz0, xa, pz1], [px0, za, xa - 0.1, za], [xa, za + 0.05, px1, za + 0.05], [px0 + (xa - px0) * 0.5, za, px0 + (xa - px0) * 0.5, pz1]);
  for (const [a, b, c, d] of lines) s.fline(F, a, b, c, d, ink, 0.006);
  // door swings and a title block
  for (let i = 0; i < 3; i++) {
    const cx = px0 + (px1 - px0) * rng.next();
    const cz = pz0 + (pz1 - pz0) * rng.next();
    const pts: [number, number][] = [];
    for (let k = 0; k <= 8; k++) pts.push([cx + Math.cos((k / 8) * Math.PI * 0.5) * 0.12, cz + Math.sin((k / 8) * Math.PI * 0.5) * 0.12]);
    s.polyline(pts.map(([a, b]) => s.fp(F, a, b)), ink, 0.8, 'opacity="0.7"');
  }
  s.frect(F, x1 - 0.17, z0 + 0.05, x1 - 0.05, z1 - 0.05, "#d5e0ea");
  for (let i = 0; i < 6; i++) s.fline(F, x1 - 0.16, z0 + 0.1 + i * 0.08, x1 - 0.06, z0 + 0.1 + i * 0.08, ink, 0.003, 'opacity="0.6"');
}

function roll(s: Scene, x0: number, x1: number, z: number, y: number, r: number, c: string): void {
  s.box({ x0, x1, y0: y, y1: y + 2 * r, z0: z - r, z1: z + r }, { c, top: shade(c, 0.05) });
  const [ex, ey] = s.p([x1, y + r, z - r]);
  const k = s.k(z - r);
  s.ellipse(ex, ey, r * k * 0.35, r * k, shade(c, -0.1));
  s.ellipse(ex, ey, r * k * 0.15, r * k * 0.5, shade(c, -0.25));
}

function hardHat(s: Scene, x: number, y: number, z: number): void {
  const k = s.k(z);
  const [cx, cy] = s.p([x, y, z]);
  s.ellipse(cx, cy, 0.17 * k, 0.05 * k, "#e3e1dc");
  s.path(`M${cx - 0.13 * k} ${cy}C${cx - 0.13 * k} ${cy - 0.2 * k} ${cx + 0.13 * k} ${cy - 0.2 * k} ${cx + 0.13 * k} ${cy}Z`, s.lin(cx - 0.13 * k, 0, cx + 0.13 * k, 0, [
    [0, "#f4f3ef"],
    [0.35, "#ffffff"],
    [1, "#cfccc5"],
  ]));
  s.line2([cx, cy - 0.15 * k], [cx, cy - 0.005 * k], "#d6d3cc", Math.max(1, 0.025 * k));
}

export function construction(w: number, h: number): Scene {
  const W = 5.6;
  const H = 2.7;
  const D = 5.4;
  const hole: [number, number, number, number] = [2.1, 3.7, 0.95, 2.15];
  const sp: LivingSpec = {
    seed: "blog-permits",
    W,
    H,
    D,
    cam: { x: 2.6, y: 1.5, fov: 66, vpX: 0.5, vpY: 0.47 },
    light: 0.4,
    wall: "#c4a478",
    ceil: "#d9c7a8",
    floor: { kind: "subfloor", c: "#cdaa78" },
    trim: null,
    beams: { dir: "z", n: 14, c: "#d2b283", w: 0.045, h: 0.24 },
    openings: [{ wall: "back", a0: hole[0], a1: hole[1], b0: hole[2], b1: hole[3], kind: "window", frame: "#f2f1ec", cols: 2, rows: 1, trim: null, depth: 0.1 }],
    view: "garden",
    sun: 0.3,
    gradeOpts: { vignette: 0.25, bloom: 0.3 },
    before: (s, rng) => {
      // OSB sheathing texture behind the studs
      const BF: Face = { o: [0, 0, D], u: [1, 0, 0], v: [0, 1, 0] };
      const osb = { colors: ["#b08e62", "#d8bd92", "#a3825a"], density: 380, size: [0.02, 0.07] as [number, number] };
      speckles(s, BF, 0, 0, hole[0], H, osb, rng.fork(1));
      speckles(s, BF, hole[1], 0, W, H, osb, rng.fork(11));
      speckles(s, BF, hole[0], 0, hole[1], hole[2], osb, rng.fork(12));
      speckles(s, BF, hole[0], hole[3], hole[1], H, osb, rng.fork(13));
      speckles(s, { o: [0, 0, 0], u: [0, 0, 1], v: [0, 1, 0] }, 0.4, 0, D, H, { colors: ["#b08e62", "#d8bd92"], density: 200, size: [0.02, 0.07] }, rng.fork(2));
      s.at(D - 0.05);
      studsBack(s, W, H, D, hole);
      s.at(960);
      studsSide(s, 0, H, 0.4, D);
      studsSide(s, W, H, 0.4, D);
      // drywall hung on the right wall near the back
      s.at(950);
      const dw = "#e6e4de";
      for (const [z0, z1] of [
        [D - 1.3, D - 0.09],
        [D - 2.52, D - 1.31],
      ] as const) {
        s.poly([
          [W - 0.1, 0.01, z0],
          [W - 0.1, 0.01, z1],
          [W - 0.1, 2.44, z1],
          [W - 0.1, 2.44, z0],
        ], shade(dw, -0.06));
        for (let y = 0.3; y < 2.4; y += 0.4) for (const z of [z0 + 0.05, (z0 + z1) / 2, z1 - 0.05]) s.line3([W - 0.101, y, z], [W - 0.101, y + 0.01, z], "#9a9893", 0.01);
      }
      s.poly([
        [W - 0.101, 0.01, D - 1.34],
        [W - 0.101, 0.01, D - 1.27],
        [W - 0.101, 2.44, D - 1.27],
        [W - 0.101, 2.44, D - 1.34],
      ], "#f4f3ef");
      // drywall sheets leaning on the left wall
      s.at(3.2);
      for (let i = 0; i < 4; i++) {
        const x0 = 0.12 + 0.3 + i * 0.015;
        const x1 = 0.12 + 0.12 + i * 0.015;
        const z0 = 2.2 + i * 0.02;
        const z1 = z0 + 1.22;
        s.poly([
          [x0, 0, z0],
          [x0, 0, z1],
          [x1, 2.44, z1],
          [x1, 2.44, z0],
        ], shade(dw, -0.04 - i * 0.01));
        s.poly([
          [x0, 0, z0],
          [x0 + 0.013, 0, z0],
          [x1 + 0.013, 2.44, z0],
          [x1, 2.44, z0],
        ], "#bdbab3");
      }
    },
    extra: (s, rng) => {
      // step ladder by the right wall
      s.at(3.2);
      const lx = W - 0.9;
      for (const dz of [0, 0.55]) {
        s.line3([lx - 0.22, 0, 3.6 + dz], [lx, 1.8, 3.75 + dz * 0.5], "#b9bcbd", 0.04);
        s.line3([lx + 0.22, 0, 3.6 + dz], [lx, 1.8, 3.75 + dz * 0.5], "#a7aaab", 0.04);
      }
      for (let i = 1; i < 5; i++) s.line3([lx - 0.22 + i * 0.04, i * 0.36, 3.62], [lx - 0.22 + i * 0.04, i * 0.36, 4.1], "#c7c9ca", 0.03);
      // work light on a tripod
      s.at(2.2);
      const wx = 0.9;
      const wz = 2.0;
      for (const dx of [-0.25, 0.25, 0]) s.line3([wx + dx, 0, wz + (dx === 0 ? 0.3 : 0)], [wx, 1.5, wz + 0.1], "#2f2f2f", 0.02);
      const [lx2, ly2] = s.p([wx, 1.6, wz + 0.1]);
      const k = s.k(wz);
      s.ellipse(lx2, ly2, 0.6 * k, 0.6 * k, s.rad(lx2, ly2, 0.6 * k, [
        [0, "#fff4d6", 0.7],
        [1, "#fff4d6", 0],
      ]));
      s.rect2(lx2 - 0.14 * k, ly2 - 0.1 * k, 0.28 * k, 0.2 * k, "#e2b23b");
      s.rect2(lx2 - 0.11 * k, ly2 - 0.075 * k, 0.22 * k, 0.15 * k, "#fffbea");
      // plan table: sawhorses + ply top
      const tx0 = 1.5;
      const tx1 = 3.7;
      const tz0 = 1.9;
      const tz1 = 2.75;
      const ty = 0.92;
      s.at(tz0);
      s.contact(tx0, tx1, tz0, tz1, 0, 0.15, 0.25);
      sawhorse(s, tx0 + 0.35, tz0 + 0.05, tz1 - 0.05, ty - 0.02);
      sawhorse(s, tx1 - 0.35, tz0 + 0.05, tz1 - 0.05, ty - 0.02);
      s.box({ x0: tx0, x1: tx1, y0: ty - 0.02, y1: ty, z0: tz0, z1: tz1 }, { c: "#d8bb8c", top: "#e2c89c", hl: true });
      grain(s, faceFlat(ty), tx0, tz0, tx1, tz1, "#e2c89c", "a", rng.fork(3), 0.5);
      planSheet(s, tx0 + 0.15, tx0 + 1.25, tz0 + 0.08, tz1 - 0.1, ty + 0.002, rng.fork(4));
      roll(s, tx0 + 1.35, tx1 - 0.3, tz1 - 0.18, ty, 0.045, "#e8edf1");
      roll(s, tx0 + 1.45, tx1 - 0.1, tz1 - 0.3, ty, 0.04, "#dce6ee");
      // binder, tape measure, pencil
      s.box({ x0: tx1 - 0.62, x1: tx1 - 0.3, y0: ty, y1: ty + 0.06, z0: tz0 + 0.12, z1: tz0 + 0.4 }, { c: "#2f4a5c", top: "#35536a" });
      s.box({ x0: tx1 - 0.6, x1: tx1 - 0.32, y0: ty + 0.06, y1: ty + 0.062, z0: tz0 + 0.14, z1: tz0 + 0.38 }, { c: "#f1efe9" });
      s.box({ x0: tx0 + 1.3, x1: tx0 + 1.38, y0: ty, y1: ty + 0.075, z0: tz0 + 0.1, z1: tz0 + 0.18 }, { c: "#e0b12e", round: 0.01 });
      s.line3([tx0 + 0.3, ty + 0.004, tz0 + 0.05], [tx0 + 0.5, ty + 0.004, tz0 + 0.02], "#2d2d2d", 0.008);
      hardHat(s, tx1 - 0.22, ty, tz0 + 0.3);
    },
  };
  return roomScene(w, h, sp);
}

// ---- workshop / design studio -----------------------------------------------------------------

function leaningDoor(s: Scene, x: number, z0: number, w: number, h: number, fin: Finish, rng: Rng): void {
  const lean = 0.12;
  const len = Math.hypot(h, lean);
  const F: Face = { o: [x + lean, 0, z0], u: [0, 0, 1], v: [-lean / len, h / len, 0] };
  s.fpoly(F, [
    [0, 0],
    [w, 0],
    [w, len],
    [0, len],
  ], shade(fin.c, -0.1));
  const tinted = { ...fin, c: shade(fin.c, -0.04 + 0.05 * s.light) };
  panel(s, F, 0, 0, w, len, tinted, "tallL", rng);
  // thickness edge facing the camera
  s.poly([
    [x + lean, 0, z0],
    [x + lean + 0.02, 0, z0],
    [x + 0.02, h, z0],
    [x, h, z0],
  ], shade(fin.c, -0.2));
}

export function workshop(w: number, h: number): Scene {
  const W = 7.3;
  const H = 3.6;
  const D = 6.6;
  const sp: LivingSpec = {
    seed: "about-family",
    W,
    H,
    D,
    cam: { x: 3.6, y: 1.55, fov: 68, vpX: 0.52, vpY: 0.5 },
    light: 0.5,
    wall: "#ece8e0",
    left: "#e3ddd2",
    right: "#e3ddd2",
    ceil: "#e4dfd6",
    floor: { kind: "concrete", c: "#c2bcb2" },
    trim: null,
    beams: { dir: "x", n: 4, c: "#7d6a58", w: 0.16, h: 0.28, from: 3.0 },
    openings: [
      { wall: "back", a0: 2.3, a1: 3.5, b0: 1.15, b1: 3.15, kind: "window", frame: "#2b2b2b", cols: 3, rows: 4, trim: null, depth: 0.22 },
      { wall: "back", a0: 3.7, a1: 4.9, b0: 1.15, b1: 3.15, kind: "window", frame: "#2b2b2b", cols: 3, rows: 4, trim: null, depth: 0.22 },
    ],
    view: "oaks",
    sun: 0.26,
    gradeOpts: { vignette: 0.24, bloom: 0.2 },
    before: (s, rng) => {
      // painted brick back wall
      tiles(s, { o: [0, 0, D - 0.002], u: [1, 0, 0], v: [0, 1, 0] }, 0, 0, 2.3 - 0.01, H, { c: "#eeebe4", grout: "#dcd7ce", tw: 0.215, th: 0.072, bond: "running", vary: 0.03, gap: 0.008 }, rng.fork(1));
      tiles(s, { o: [0, 0, D - 0.002], u: [1, 0, 0], v: [0, 1, 0] }, 4.9 + 0.01, 0, W, H, { c: "#eeebe4", grout: "#dcd7ce", tw: 0.215, th: 0.072, bond: "running", vary: 0.03, gap: 0.008 }, rng.fork(2));
      tiles(s, { o: [0, 0, D - 0.002], u: [1, 0, 0], v: [0, 1, 0] }, 2.3, 0, 4.9, 1.15, { c: "#eeebe4", grout: "#dcd7ce", tw: 0.215, th: 0.072, bond: "running", vary: 0.03, gap: 0.008 }, rng.fork(3));
      tiles(s, { o: [0, 0, D - 0.002], u: [1, 0, 0], v: [0, 1, 0] }, 3.5, 1.15, 3.7, 3.15, { c: "#eeebe4", grout: "#dcd7ce", tw: 0.215, th: 0.072, bond: "running", vary: 0.03, gap: 0.008 }, rng.fork(4));
      tiles(s, { o: [0, 0, D - 0.002], u: [1, 0, 0], v: [0, 1, 0] }, 2.3, 3.15, 4.9, H, { c: "#eeebe4", grout: "#dcd7ce", tw: 0.215, th: 0.072, bond: "running", vary: 0.03, gap: 0.008 }, rng.fork(5));
      // material library board on the back wall (left)
      s.at(D - 0.01);
      const B: Face = { o: [0, 0, D - 0.03], u: [1, 0, 0], v: [0, 1, 0] };
      s.frect(B, 0.35, 0.95, 2.0, 2.45, "#d7c4a5");
      s.frect(B, 0.38, 0.98, 1.97, 2.42, "#e6d8c0");
      const mats: Counter[] = [COUNTERS.marble, COUNTERS.soapstone, COUNTERS.terrazzo, COUNTERS.quartzite, COUNTERS.butcher, COUNTERS.granite, COUNTERS.calacatta, COUNTERS.concrete];
      const sw = ["#33493d", "#25344a", "#a7b39c", "#efe6d4", "#c8a57d", "#6b4a33", "#d9d1c4", "#b76e4f", "#9fb3c2"];
      let i = 0;
      for (let row = 0; row < 4; row++)
        for (let col = 0; col < 5; col++) {
          const a0 = 0.45 + col * 0.3;
          const b0 = 2.05 - row * 0.33;
          const a1 = a0 + 0.24;
          const b1 = b0 + 0.28;
          s.frect(B, a0 + 0.008, b0 - 0.01, a1 + 0.008, b1 - 0.01, "#1a120c", 'opacity="0.15"');
          if ((row + col) % 3 === 0) {
            const m = mats[i++ % mats.length]!;
            s.frect(B, a0, b0, a1, b1, m.c);
            if (m.kind === "marble" || m.kind === "quartzite" || m.kind === "soapstone") veins(s, B, a0, b0, a1, b1, { c: m.vein ?? "#888", n: 3, opacity: 0.5 }, rng.fork(i));
            else if (m.kind === "terrazzo" || m.kind === "granite") speckles(s, B, a0, b0, a1, b1, { colors: m.chips ?? ["#555", "#aaa"], density: 3000, size: [0.004, 0.015] }, rng.fork(i));
            else if (m.kind === "butcher") grain(s, B, a0, b0, a1, b1, m.c, "b", rng.fork(i));
          } else if ((row + col) % 3 === 1) {
            const c = sw[(row * 5 + col) % sw.length]!;
            s.frect(B, a0, b0, a1, b1, c);
          } else {
            const c = ["#c8a57d", "#6b4a33", "#d9b98c", "#8a6444"][(row + col) % 4]!;
            s.frect(B, a0, b0, a1, b1, c);
            grain(s, B, a0, b0, a1, b1, c, "b", rng.fork(50 + i));
          }
        }
      // finished sample doors leaning against the back wall (right)
      s.at(D - 0.03);
      const samplesDoors: [number, number, number, Finish][] = [
        [5.15, 0.5, 1.85, { c: "#a3af98", style: "shaker", pull: "bar", metal: METAL.brass }],
        [5.7, 0.45, 1.55, { c: "#27364a", style: "shaker", pull: "knob", metal: METAL.brass }],
        [6.2, 0.42, 1.95, { c: "#c8a57d", style: "slab", pull: "edge", metal: METAL.black, wood: true }],
        [6.66, 0.4, 1.2, { c: "#efe6d4", style: "beaded", pull: "cup", metal: METAL.brass }],
      ];
      for (const [x, dw, dh, f] of samplesDoors) {
        const lean = 0.1;
        const len = Math.hypot(dh, lean);
        const F: Face = { o: [0, 0, D - 0.02 - lean], u: [1, 0, 0], v: [0, dh / len, lean / len] };
        s.blurPoly([s.p([x + 0.02, 0.01, D - 0.05]), s.p([x + dw + 0.04, 0.01, D - 0.05]), s.p([x + dw + 0.04, dh, D - 0.02]), s.p([x + 0.02, dh, D - 0.02])], "#1a120c", 0.18, 5);
        s.box({ x0: x, x1: x + dw, y0: 0, y1: 0.02, z0: D - 0.04 - lean, z1: D - 0.02 - lean }, { c: shade(f.c, -0.2) });
        panel(s, F, x, 0, x + dw, len, f, "tallL", rng.fork(x));
      }
      // lumber rack on the right wall
      s.at(900);
      for (const y of [1.3, 1.75, 2.2]) {
        for (const z of [2.6, 3.6, 4.6, 5.6]) s.box({ x0: W - 0.35, x1: W, y0: y - 0.04, y1: y, z0: z, z1: z + 0.04 }, { c: "#3a3a3a" });
        for (let j = 0; j < 3; j++) s.box({ x0: W - 0.32 + j * 0.1, x1: W - 0.24 + j * 0.1, y0: y, y1: y + 0.03 + (j % 2) * 0.02, z0: 2.4, z1: 5.9 }, { c: vary("#d6b487", 0.08, () => rng.next()) });
      }
      // more doors leaning on the left wall
      s.at(950);
      const doors: [number, number, number, Finish][] = [
        [4.9, 0.55, 1.9, { c: "#7f8f79", style: "shaker", pull: "none", metal: METAL.brass }],
        [4.3, 0.45, 0.76, { c: "#6b4a33", style: "fluted", pull: "none", metal: METAL.brass }],
      ];
      for (const [z, dw, dh, f] of doors) leaningDoor(s, 0.05, z, dw, dh, f, rng.fork(z));
    },
    extra: (s, rng) => {
      // the millwork bench
      const bx0 = 2.0;
      const bx1 = 4.7;
      const bz0 = 3.7;
      const bz1 = 4.6;
      const ty = 0.9;
      s.at(bz0);
      s.contact(bx0, bx1, bz0, bz1, 0, 0.12, 0.35);
      for (const [x, z] of [
        [bx0 + 0.1, bz1 - 0.18],
        [bx1 - 0.18, bz1 - 0.18],
        [bx0 + 0.1, bz0 + 0.1],
        [bx1 - 0.18, bz0 + 0.1],
      ] as const)
        s.box({ x0: x, x1: x + 0.08, y0: 0, y1: ty - 0.07, z0: z, z1: z + 0.08 }, { c: "#b8915f" });
      s.box({ x0: bx0 + 0.1, x1: bx1 - 0.1, y0: 0.18, y1: 0.22, z0: bz0 + 0.1, z1: bz1 - 0.1 }, { c: "#c49c69" });
      for (let j = 0; j < 4; j++) s.box({ x0: bx0 + 0.2, x1: bx1 - 0.5, y0: 0.22 + j * 0.025, y1: 0.245 + j * 0.025, z0: bz0 + 0.18, z1: bz0 + 0.5 }, { c: vary("#d8b988", 0.06, () => rng.next()) });
      // drawer box under the top
      s.box({ x0: bx0 + 0.9, x1: bx1 - 0.5, y0: ty - 0.27, y1: ty - 0.07, z0: bz0 + 0.06, z1: bz1 - 0.1 }, { c: "#c7a06d" });
      const DF: Face = { o: [0, 0, bz0 + 0.06], u: [1, 0, 0], v: [0, 1, 0] };
      panel(s, DF, bx0 + 0.9, ty - 0.27, (bx0 + bx1 + 0.4) / 2, ty - 0.07, { c: "#cfa874", style: "slab", pull: "bar", metal: METAL.brass, wood: true }, "drawer", rng.fork(1));
      panel(s, DF, (bx0 + bx1 + 0.4) / 2, ty - 0.27, bx1 - 0.5, ty - 0.07, { c: "#cfa874", style: "slab", pull: "bar", metal: METAL.brass, wood: true }, "drawer", rng.fork(2));
      slab(s, bx0, bx1, ty - 0.07, ty, bz0, bz1, { kind: "butcher", c: "#e0c394", thick: 0.07 }, rng.fork(3));
      // vise
      s.box({ x0: bx0 + 0.15, x1: bx0 + 0.5, y0: ty - 0.2, y1: ty, z0: bz0 - 0.08, z1: bz0 }, { c: "#caa877" });
      s.line3([bx0 + 0.32, ty - 0.1, bz0 - 0.08], [bx0 + 0.32, ty - 0.1, bz0 - 0.25], "#3a3a3a", 0.025);
      // on the bench: a door being finished, samples, a plane
      s.at(bz0 + 0.3);
      const top = faceFlat(ty + 0.001);
      const dx0 = bx0 + 0.8;
      const dz0 = bz0 + 0.2;
      s.box({ x0: dx0, x1: dx0 + 0.75, y0: ty, y1: ty + 0.02, z0: dz0, z1: dz0 + 0.5 }, { c: "#9aa88f", top: "#a7b39c" });
      const fr = 0.06;
      s.frect(top, dx0 + fr, dz0 + fr, dx0 + 0.75 - fr, dz0 + 0.5 - fr, "#9ba78f");
      s.fline({ ...top, o: [0, ty + 0.021, 0] }, dx0 + fr, dz0 + 0.5 - fr, dx0 + 0.75 - fr, dz0 + 0.5 - fr, "#7d896f", 0.006);
      const samples: Counter[] = [COUNTERS.calacatta, COUNTERS.soapstone, COUNTERS.terrazzo, COUNTERS.quartzite];
      samples.forEach((m, i) => {
        const x = bx1 - 0.95 + (i % 2) * 0.27;
        const z = bz0 + 0.12 + Math.floor(i / 2) * 0.3;
        slab(s, x, x + 0.22, ty, ty + 0.025, z, z + 0.22, m, rng.fork(10 + i));
      });
      for (let i = 0; i < 4; i++) s.box({ x0: bx0 + 0.15 + i * 0.1, x1: bx0 + 0.23 + i * 0.1, y0: ty, y1: ty + 0.012, z0: bz0 + 0.55, z1: bz0 + 0.75 }, { c: ["#c8a57d", "#6b4a33", "#d9b98c", "#8a6444"][i]! });
      s.box({ x0: bx1 - 0.35, x1: bx1 - 0.12, y0: ty, y1: ty + 0.06, z0: bz1 - 0.3, z1: bz1 - 0.22 }, { c: "#3d5a78", top: "#4a6a8a" });
      // stool
      stool(s, 2.8, bz0 - 0.7, "round", "#b08a62", "#2b2927");
      // shop pendants
      s.at(bz0 - 0.4);
      for (const x of [2.6, 3.35, 4.1]) pendant(s, x, 2.1, (bz0 + bz1) / 2, "dome", METAL.black, 0.42, H, "#2f3331");
      s.at(1.4);
      plant(s, 6.3, 0, 2.4, "fiddle", 1.8, "#bfae98", rng.fork(99));
    },
  };
  return roomScene(w, h, sp);
}

// ---- countertop close-up ----------------------------------------------------------------------

export function countertops(w: number, h: number): Scene {
  const W = 6;
  const H = 3.0;
  const D = 4.6;
  const sp: LivingSpec = {
    seed: "blog-countertops",
    W,
    H,
    D,
    cam: { x: 2.9, y: 1.95, fov: 64, vpX: 0.5, vpY: 0.0 },
    light: 0.5,
    wall: "#e9e4dc",
    floor: { kind: "planks", c: "#c9a77c" },
    openings: [{ wall: "back", a0: 3.9, a1: 5.6, b0: 0.9, b1: 2.6, kind: "window", frame: "#2b2b2b", cols: 2, rows: 1, trim: "#f3efe8" }],
    view: "garden",
    cans: 0,
    dof: { key: 2.6, sd: 3.2 },
    gradeOpts: { vignette: 0.25, bloom: 0.25 },
    before: (s, rng) => {
      // stone slabs leaning against the back wall
      const slabs: Counter[] = [COUNTERS.calacatta, COUNTERS.quartzite, COUNTERS.soapstone];
      slabs.forEach((m, i) => {
        const x0 = 0.4 + i * 1.15;
        const x1 = x0 + 1.05;
        const zb = D - 0.32;
        const zt = D - 0.08;
        s.at(D - 0.1 - i * 0.01);
        const F: Face = { o: [x0, 0.05, zb], u: [1, 0, 0], v: [0, 0.995, (zt - zb) / 2.6] };
        s.box({ x0: x0 - 0.05, x1: x1 + 0.05, y0: 0, y1: 0.06, z0: zb - 0.05, z1: zb + 0.1 }, { c: "#6b5a4a" });
        s.fpoly(F, [
          [0, 0],
          [x1 - x0, 0],
          [x1 - x0, 2.6],
          [0, 2.6],
        ], m.c);
        if (m.kind === "soapstone") veins(s, F, 0, 0, x1 - x0, 2.6, { c: m.vein ?? "#888", n: 6, opacity: 0.35, width: 1.3 }, rng.fork(i));
        else veins(s, F, 0, 0, x1 - x0, 2.6, { c: m.vein ?? "#888", n: 7, opacity: 0.5, width: 1.6, soft: true, angle: -1.2 }, rng.fork(i));
        s.poly([fptLocal(F, x1 - x0, 0), fptLocal(F, x1 - x0 + 0.02, 0), fptLocal(F, x1 - x0 + 0.02, 2.6), fptLocal(F, x1 - x0, 2.6)], shade(m.c, -0.2));
      });
      // counter run under the window
      s.at(D - 0.05);
      s.box({ x0: 3.7, x1: W, y0: 0.1, y1: 0.88, z0: D - 0.6, z1: D }, { c: "#dcd6cc" });
      const F: Face = { o: [0, 0, D - 0.6], u: [1, 0, 0], v: [0, 1, 0] };
      for (let a = 3.7; a < W - 0.1; a += 0.6) panel(s, F, a, 0.1, a + 0.6, 0.88, { c: "#e2dcd2", style: "shaker", pull: "bar", metal: METAL.black }, "drawer", rng.fork(a));
      slab(s, 3.7, W, 0.88, 0.91, D - 0.62, D, COUNTERS.honed, rng.fork(7));
    },
    extra: (s, rng) => {
      // the island, close to the camera
      const x0 = 0.3;
      const x1 = 5.6;
      const z0 = 1.3;
      const z1 = 2.5;
      const ty = 0.93;
      const body = "#3b4a42";
      s.at(z0);
      s.box({ x0: x0 + 0.04, x1: x1 - 0.04, y0: 0.1, y1: ty - 0.04, z0: z0 + 0.05, z1: z1 - 0.05 }, { c: body });
      const F: Face = { o: [0, 0, z0 + 0.05], u: [1, 0, 0], v: [0, 1, 0] };
      for (let a = x0 + 0.04; a < x1 - 0.1; a += 0.66) panel(s, F, a, 0.1, Math.min(x1 - 0.04, a + 0.66), ty - 0.04, { c: body, style: "shaker", pull: "bar", metal: METAL.black }, "drawer", rng.fork(a));
      slab(s, x0, x1, ty - 0.04, ty, z0, z1, { ...COUNTERS.quartzite, vein: "#8f8c86" }, rng.fork(11));
      // sink + matte black faucet toward the back right
      const sx = 3.75;
      const sz0 = 1.9;
      const T = faceFlat(ty + 0.001);
      s.froundrect(T, sx - 0.38, sz0, sx + 0.38, sz0 + 0.42, 0.05, "#5f6263");
      s.froundrect(T, sx - 0.35, sz0 + 0.03, sx + 0.35, sz0 + 0.4, 0.04, "#4a4c4d");
      faucet(s, [sx, ty, sz0 + 0.5], [0, 0, -1], METAL.black, "goose", 1.1);
      // cutting boards, stacked
      const woods = ["#b98a58", "#d2ab78", "#8c5f3c"];
      for (let i = 0; i < 3; i++) {
        const bx = 1.85 + i * 0.03;
        const bz = 2.05 - i * 0.02;
        s.box({ x0: bx, x1: bx + 0.55 - i * 0.08, y0: ty + i * 0.03, y1: ty + (i + 1) * 0.03, z0: bz, z1: bz + 0.36 - i * 0.04 }, { c: shade(woods[i]!, -0.05), top: woods[i]!, round: 0.01 });
      }
      // stone samples fanned out in front
      const samples: Counter[] = [COUNTERS.calacatta, COUNTERS.soapstone, COUNTERS.terrazzo, COUNTERS.granite, COUNTERS.white, COUNTERS.honed];
      samples.forEach((m, i) => {
        const sx0 = 1.95 + i * 0.33;
        const sz = 1.42 + (i % 2) * 0.12;
        slab(s, sx0, sx0 + 0.3, ty, ty + 0.02, sz, sz + 0.3, m, rng.fork(30 + i));
      });
      // a bowl of lemons
      counterDecor(s, 2.75, ty, 2.3, "fruit", rng.fork(40));
    },
  };
  return roomScene(w, h, sp);
}

function fptLocal(F: Face, a: number, b: number): V3 {
  return [F.o[0] + F.u[0] * a + F.v[0] * b, F.o[1] + F.u[1] * a + F.v[1] * b, F.o[2] + F.u[2] * a + F.v[2] * b];
}
