// Kitchen scenes: a back run (with window / hood composition), optional side runs, island or
// peninsula, pendants, stools and styling.

import { drawRun, island, METAL, type Counter, type Finish, type Metal, type Mod, type RunSpec, slab, wallFrame, wpt, panel, baseFront } from "./cabinets.ts";
import { shade } from "./color.ts";
import { counterDecor, pendant, plant, stool, type PendantKind, type PlantKind, type StoolKind } from "./decor.ts";
import type { TileSpec, ViewKind } from "./materials.ts";
import { makeRng, type Rng } from "./rng.ts";
import { grade, shell, type RoomBasics, type Opening, type RoomSpec } from "./room.ts";
import { Scene, type Face } from "./scene.ts";
import { rug } from "./furniture.ts";

export type BackPattern = "sinkWindow" | "rangeWindows" | "rangeShelves" | "rangeUppers" | "windowWall" | "none";

export interface KitchenSpec extends Omit<RoomBasics, "trim"> {
  layout: "island" | "L" | "galley" | "peninsula" | "U" | "single";
  trim?: string;
  lower: Finish;
  upper: Finish;
  tall?: Finish;
  islandBody?: Finish;
  counter: Counter;
  islandCounter?: Counter;
  splash: TileSpec | "slab" | "paint";
  back: BackPattern;
  /** explicit back-run modules (overrides the pattern) */
  mods?: Mod[];
  noIsland?: boolean;
  /** turn every upper cabinet into open shelves */
  shelvesForUppers?: boolean;
  winTop?: number;
  hood?: RunSpec["hood"];
  hoodColor?: string;
  range?: RunSpec["range"];
  rangeW?: number;
  glassUppers?: boolean;
  view: ViewKind;
  winFrame: string;
  winRows?: number;
  pendants?: { kind: PendantKind; metal: Metal; size: number; color?: string; n?: number; y?: number };
  stools?: { kind: StoolKind; seat: string; frame: string; n: number };
  beams?: RoomSpec["beams"];
  waterfall?: boolean;
  islandFront?: "panels" | "fluted" | "slab" | "doors" | "drawers";
  islandLen?: number;
  islandLegs?: boolean;
  fridge?: "panel" | "steel";
  apron?: boolean;
  sinkC?: string;
  glow?: boolean;
  shelf?: string;
  upperTop?: number;
  side?: Opening;
  leftRun?: "uppers" | "tall" | "window" | "dropzone" | "shelves";
  extras?: ("rail" | "plant" | "fruit" | "branches" | "boards" | "runner" | "plantR" | "canisters" | "ovens")[];
  plantKind?: PlantKind;
  cans?: number;
  plaster?: boolean;
  rugColor?: string;
  gradeOpts?: Parameters<typeof grade>[2];
}

function fit(mods: Mod[], total: number): Mod[] {
  const fixed = mods.filter((m) => m.kind !== "base").reduce((a, m) => a + m.w, 0);
  const flex = mods.filter((m) => m.kind === "base");
  const flexSum = flex.reduce((a, m) => a + m.w, 0);
  const k = flexSum > 0 ? Math.max(0.3, (total - fixed) / flexSum) : 1;
  return mods.map((m) => (m.kind === "base" ? { ...m, w: m.w * k } : m));
}

export function kitchen(w: number, h: number, sp: KitchenSpec): Scene {
  const rng = makeRng(sp.seed);
  const s = new Scene(w, h, sp.cam);
  s.light = sp.light ?? 0.4;
  const { W, H, D } = sp;
  const up = sp.glassUppers ? "glass" : "upper";
  const rw = sp.rangeW ?? 0.91;
  const tallKind = sp.fridge === "steel" ? "steelFridge" : "fridge";
  const sideRun = sp.layout === "L" || sp.layout === "U" || sp.layout === "peninsula";
  const backStart = sp.layout === "galley" ? 0.6 : 0;
  const backLen = sp.layout === "galley" ? W - 1.2 : W;
  let mods: Mod[];
  switch (sp.back) {
    case "rangeWindows":
      mods = [
        { kind: "tall", w: 0.76 },
        { kind: "base", w: 1.1, above: "window", front: "drawers" },
        { kind: "range", w: rw, above: "hood" },
        { kind: "base", w: 1.1, above: "window", front: "drawers" },
        { kind: tallKind, w: 0.91 },
      ];
      break;
    case "rangeShelves":
      mods = [
        { kind: "tall", w: 0.76 },
        { kind: "base", w: 0.9, above: "shelves", front: "drawers" },
        { kind: "range", w: rw, above: "hood" },
        { kind: "base", w: 0.9, above: "shelves", front: "mixed" },
        { kind: tallKind, w: 0.91 },
      ];
      break;
    case "rangeUppers":
      mods = [
        { kind: tallKind, w: 0.91 },
        { kind: "base", w: 0.8, above: up, front: "mixed" },
        { kind: "base", w: 0.6, above: up, front: "drawers" },
        { kind: "range", w: rw, above: "hood" },
        { kind: "base", w: 0.6, above: up, front: "drawers" },
        { kind: "base", w: 0.8, above: up, front: "mixed" },
        { kind: "tall", w: 0.76 },
      ];
      break;
    case "windowWall":
      mods = [
        { kind: "base", w: 0.9, above: "window", front: "drawers" },
        { kind: "sink", w: 0.9, above: "window", apron: sp.apron },
        { kind: "base", w: 0.9, above: "window", front: "drawers" },
        { kind: "base", w: 0.9, above: "window", front: "mixed" },
      ];
      break;
    default:
      mods = [
        { kind: "tall", w: 0.76 },
        { kind: "range", w: rw, above: "hood" },
        { kind: "base", w: 0.6, above: up, front: "drawers" },
        { kind: "base", w: 0.45, above: "window", front: "drawers" },
        { kind: "sink", w: 0.91, above: "window", apron: sp.apron },
        { kind: "base", w: 0.45, above: "window", front: "doors" },
        { kind: "base", w: 0.6, above: up, front: "mixed" },
        { kind: tallKind, w: 0.91 },
      ];
  }
  if (sp.layout === "galley")
    mods = [
      { kind: "base", w: 0.4, above: "window", front: "doors" },
      { kind: "sink", w: 0.91, above: "window", apron: sp.apron },
      { kind: "base", w: 0.4, above: "window", front: "doors" },
    ];
  if (sp.mods) mods = sp.mods;
  if (sp.back === "none") mods = [];
  if (sp.shelvesForUppers) mods = mods.map((m) => (m.above === "upper" || m.above === "glass" ? { ...m, above: "shelves" as const } : m));
  if (sp.extras?.includes("ovens")) mods = mods.map((m) => (m.kind === "tall" ? { ...m, kind: "oven" as const } : m));
  mods = fit(mods, backLen);

  const ub = 1.47;
  const ut = sp.upperTop ?? Math.min(H, 2.32);
  const sill = 1.07;
  const winTop = sp.winTop ?? Math.min(H - 0.25, ut);
  const openings: Opening[] = [];
  // windows from consecutive "window" modules
  let a = backStart;
  let cur: { a0: number; a1: number } | null = null;
  const winGroups: { a0: number; a1: number }[] = [];
  for (const m of mods) {
    if (m.above === "window") {
      if (cur && Math.abs(cur.a1 - a) < 1e-6) cur.a1 = a + m.w;
      else {
        cur = { a0: a, a1: a + m.w };
        winGroups.push(cur);
      }
    }
    a += m.w;
  }
  for (const g of winGroups) {
    const inset = sp.back === "rangeWindows" ? 0.12 : 0.08;
    const width = g.a1 - g.a0 - 2 * inset;
    const cols = Math.max(1, Math.round(width / 0.55));
    openings.push({ wall: "back", a0: g.a0 + inset, a1: g.a1 - inset, b0: sill, b1: winTop, kind: "window", frame: sp.winFrame, cols, rows: sp.winRows ?? 1, trim: sp.trim ?? null, depth: 0.16 });
  }
  if (sp.side) openings.push(sp.side);
  if (sp.leftRun === "window") openings.push({ wall: "left", a0: D - 3.1, a1: D - 1.5, b0: sill, b1: winTop, kind: "window", frame: sp.winFrame, cols: 2, rows: 1, trim: sp.trim ?? null });

  const room: RoomSpec = {
    W,
    H,
    D,
    back: sp.wall,
    ceil: sp.ceil ?? shade(sp.wall, 0.02),
    floor: sp.floor,
    base: sp.trim ?? shade(sp.wall, 0.05),
    beams: sp.beams,
    cans: sp.cans ?? (sp.beams ? 0 : 2),
    openings,
    view: sp.view,
    plaster: sp.plaster,
  };
  const sh = shell(s, room, rng.fork("shell"));

  const base: Omit<RunSpec, "wall" | "start" | "mods"> = {
    W,
    D,
    H,
    lower: sp.lower,
    upper: sp.upper,
    tall: sp.tall,
    counter: sp.counter,
    splash: sp.splash,
    hood: sp.hood,
    hoodColor: sp.hoodColor,
    range: sp.range,
    upperTop: ut,
    upperBottom: ub,
    sill,
    glow: sp.glow,
    shelf: sp.shelf,
    sinkC: sp.sinkC,
  };
  if (mods.length) drawRun(s, { ...base, wall: "back", start: backStart, mods }, rng.fork("back"));

  // side runs
  const runLen = (len: number, wall: "left" | "right", kinds: Mod[], start = 0.6) =>
    drawRun(s, { ...base, wall, start, mods: fit(sp.shelvesForUppers ? kinds.map((m) => (m.above === "upper" || m.above === "glass" ? { ...m, above: "shelves" as const } : m)) : kinds, len) }, rng.fork(wall));
  if (sp.layout === "galley") {
    const len = D - 2.0;
    runLen(len, "left", [
      { kind: tallKind, w: 0.91 },
      { kind: "base", w: 0.8, above: up, front: "mixed" },
      { kind: "range", w: rw, above: "hood" },
      { kind: "base", w: 0.8, above: up, front: "drawers" },
      { kind: "base", w: 0.6, above: up, front: "mixed" },
    ], 0);
    runLen(len, "right", [
      { kind: "tall", w: 0.7 },
      { kind: "base", w: 0.9, above: sp.extras?.includes("rail") ? "none" : up, front: "drawers" },
      { kind: "base", w: 0.9, above: sp.extras?.includes("rail") ? "none" : up, front: "mixed" },
      { kind: "base", w: 0.9, above: up, front: "mixed" },
      { kind: "base", w: 0.6, above: up, front: "drawers" },
    ], 0);
    if (sp.extras?.includes("rail")) {
      const fr = wallFrame("right", W, D);
      const y = 1.3;
      const p0 = s.p(wpt(fr, 1.0, 0.03, y));
      const p1 = s.p(wpt(fr, 2.4, 0.03, y));
      s.at(900);
      s.line2(p0, p1, METAL.brass.base, Math.max(1.5, 0.014 * s.k(D - 2)));
      for (let i = 0; i < 6; i++) {
        const t = 0.1 + i * 0.16;
        const q = [p0[0] + (p1[0] - p0[0]) * t, p0[1] + (p1[1] - p0[1]) * t] as [number, number];
        const kk = s.k(D - 1.0 - t * 1.4);
        s.line2(q, [q[0], q[1] + 0.22 * kk], i % 2 ? "#8a8d8c" : "#6b5541", Math.max(1, 0.012 * kk), 'stroke-linecap="round"');
      }
    }
  } else if (sideRun) {
    const len = sp.layout === "peninsula" ? 2.6 : Math.min(D - 2.6, 3.4);
    const kinds: Mod[] =
      sp.leftRun === "dropzone"
        ? [
            { kind: "base", w: 0.9, above: up, front: "drawers" },
            { kind: "base", w: 0.9, above: up, front: "mixed" },
            { kind: "cubby", w: 1.2 },
          ]
        : sp.leftRun === "tall"
          ? [
              { kind: "base", w: 0.9, above: up, front: "drawers" },
              { kind: "tall", w: 0.76 },
              { kind: tallKind === "fridge" ? "tall" : tallKind, w: 0.91 },
            ]
          : sp.leftRun === "window"
            ? [
                { kind: "base", w: 0.6, above: up, front: "drawers" },
                { kind: "base", w: 1.6, above: "window", front: "drawers" },
                { kind: "base", w: 0.6, above: up, front: "mixed" },
              ]
            : sp.leftRun === "shelves"
              ? [
                  { kind: "base", w: 1.2, above: "shelves", front: "drawers" },
                  { kind: "base", w: 1.2, above: "shelves", front: "mixed" },
                ]
              : [
                  { kind: "base", w: 0.9, above: up, front: "drawers" },
                  { kind: "base", w: 0.9, above: up, front: "mixed" },
                  { kind: "base", w: 0.6, above: up, front: "drawers" },
                ];
    runLen(len, "left", kinds);
    if (sp.layout === "U") {
      runLen(1.8, "right", [
        { kind: "base", w: 0.9, above: up, front: "drawers" },
        { kind: "base", w: 0.9, above: up, front: "mixed" },
      ]);
    }
  }

  // island / peninsula
  const islandCounter = sp.islandCounter ?? sp.counter;
  const body = sp.islandBody ?? sp.lower;
  let isl: { x0: number; x1: number; z0: number; z1: number } | null = null;
  if ((sp.layout === "island" || sp.layout === "L" || sp.layout === "U" || sp.layout === "single") && !sp.noIsland) {
    if (sp.layout !== "U" || W > 4.6) {
      const len = sp.islandLen ?? Math.min(3.2, W - 2.6);
      const cx = sp.layout === "L" ? (W + 0.6) / 2 + 0.2 : W / 2;
      const z1 = D - 0.6 - 1.15;
      const z0 = z1 - (sp.islandLegs ? 0.75 : 1.05);
      isl = { x0: cx - len / 2, x1: cx + len / 2, z0, z1 };
      island(s, { ...isl, body, counter: islandCounter, waterfall: sp.waterfall, front: sp.islandFront, legs: sp.islandLegs, overhang: sp.islandLegs ? 0.1 : 0.28 }, rng.fork("island"));
    }
  } else if (sp.layout === "peninsula") {
    const z1 = D - 0.6 - 2.6 + 0.9;
    const z0 = z1 - 1.0;
    isl = { x0: 0.6, x1: Math.min(W - 1.4, 3.0), z0, z1 };
    s.at(z0);
    s.contact(isl.x0, isl.x1, z0 + 0.3, z1);
    const F: Face = { o: [0, 0, z0 + 0.3], u: [1, 0, 0], v: [0, 1, 0] };
    s.box({ x0: isl.x0, x1: isl.x1 - 0.02, y0: 0.1, y1: 0.88, z0: z0 + 0.3, z1 }, { c: sp.lower.c });
    baseFront(s, F, isl.x0, isl.x1 - 0.02, 0.1, 0.88, "panel", sp.lower, rng.fork("pen"));
    const Fs: Face = { o: [isl.x1 - 0.02, 0, 0], u: [0, 0, 1], v: [0, 1, 0] };
    if (s.cam.x > isl.x1) panel(s, Fs, z0 + 0.3, 0.1, z1, 0.88, { ...sp.lower, c: shade(sp.lower.c, -0.05), pull: "none" }, "panel", rng.fork("pen2"));
    slab(s, isl.x0, isl.x1, 0.88, 0.91, z0, z1, sp.counter, rng.fork("penc"));
  }
  if (isl) {
    const ch = 0.91;
    const cz = (isl.z0 + isl.z1) / 2;
    if (sp.extras?.includes("fruit")) {
      s.at(cz - 0.01);
      counterDecor(s, isl.x0 + (isl.x1 - isl.x0) * 0.3, ch, cz, "fruit", rng.fork("fr"));
    }
    if (sp.extras?.includes("branches")) {
      s.at(cz - 0.01);
      counterDecor(s, isl.x0 + (isl.x1 - isl.x0) * 0.68, ch, cz + 0.1, "branches", rng.fork("br"));
    }
    if (sp.stools) {
      const n = sp.stools.n;
      for (let i = 0; i < n; i++) {
        const x = isl.x0 + ((isl.x1 - isl.x0) * (i + 0.5)) / n;
        stool(s, x, isl.z0 - 0.22, sp.stools.kind, sp.stools.seat, sp.stools.frame);
      }
    }
    if (sp.pendants) {
      const n = sp.pendants.n ?? (isl.x1 - isl.x0 > 2.4 ? 3 : 2);
      s.at(cz - 0.5);
      for (let i = 0; i < n; i++) {
        const x = isl.x0 + ((isl.x1 - isl.x0) * (i + 0.5)) / n;
        pendant(s, x, sp.pendants.y ?? 1.78, cz, sp.pendants.kind, sp.pendants.metal, sp.pendants.size, H, sp.pendants.color);
      }
    }
  } else if (sp.pendants) {
    s.at(1);
    const n = sp.pendants.n ?? 2;
    for (let i = 0; i < n; i++) pendant(s, W / 2 + (i - (n - 1) / 2) * 0.9, sp.pendants.y ?? 2.0, D - 2.2, sp.pendants.kind, sp.pendants.metal, sp.pendants.size, H, sp.pendants.color);
  }

  // styling on the back counter
  const backMods = mods;
  let acc = backStart;
  const places: { a0: number; a1: number; kind: string }[] = [];
  for (const m of backMods) {
    places.push({ a0: acc, a1: acc + m.w, kind: m.kind });
    acc += m.w;
  }
  const rangeP = places.find((p) => p.kind === "range");
  if (rangeP && sp.extras?.includes("boards")) {
    const target = places.find((p) => p.kind === "base" && Math.abs(p.a0 - rangeP.a1) < 0.01) ?? places.find((p) => p.kind === "base");
    if (target) {
      s.at(D - 0.02);
      counterDecor(s, target.a0 + 0.1, 0.91, D - 0.08, "boards", rng.fork("boards"));
    }
  }
  if (sp.extras?.includes("canisters")) {
    const target = places.filter((p) => p.kind === "base").pop();
    if (target) {
      s.at(D - 0.02);
      counterDecor(s, target.a0 + 0.12, 0.91, D - 0.12, "canisters", rng.fork("can"));
    }
  }
  if (sp.extras?.includes("runner") && sp.layout === "galley") {
    s.at(998);
    rug(s, W / 2 - 0.45, W / 2 + 0.45, 1.8, D - 1.2, sp.rugColor ?? "#b9a58c", rng.fork("rug"), "runner");
  }
  if (sp.extras?.includes("plant")) {
    const z = Math.max(1.6, (isl?.z0 ?? D - 2) - 0.7);
    s.at(z);
    plant(s, W - 0.45, 0, z, sp.plantKind ?? "fiddle", 1.7, "#d9d1c3", rng.fork("plant"));
  }
  if (sp.extras?.includes("plantR")) {
    s.at(1.4);
    plant(s, 0.5, 0, 1.9, sp.plantKind ?? "olive", 1.5, "#c9b8a4", rng.fork("plantR"));
  }
  grade(s, sh.glass, sp.gradeOpts);
  return s;
}

export const FIN = {
  shaker: (c: string, metal: Metal = METAL.brass, pull: Finish["pull"] = "bar"): Finish => ({ c, style: "shaker", pull, metal }),
  slab: (c: string, metal: Metal = METAL.black, pull: Finish["pull"] = "bar", wood = false): Finish => ({ c, style: "slab", pull, metal, wood }),
};
export type { Rng };
