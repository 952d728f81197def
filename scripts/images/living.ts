// Living / whole-home scenes: open-plan rooms with sliding doors, sofas, rugs, dining, an
// optional kitchen run + island, fireplace, art and plants. Also a generic "room" composer with
// a hook, used by the special scenes.

import { drawRun, island, wallFrame, wbox, wface, type IslandSpec, type RunSpec } from "./cabinets.ts";
import { mix, shade } from "./color.ts";
import { counterDecor, pendant, plant, stool, type PendantKind, type PlantKind, type StoolKind } from "./decor.ts";
import { chair, coffeeTable, ceilingFan, floorLamp, rug, sideTable, sofa, table, wallArt, type SofaSpec } from "./furniture.ts";
import { mottle, tiles, type ViewKind } from "./materials.ts";
import { makeRng, type Rng } from "./rng.ts";
import { grade, shell, type RoomBasics, type Opening, type RoomSpec, type Shell, type Wall } from "./room.ts";
import { Scene } from "./scene.ts";

export interface RoomScene extends RoomBasics {
  crown?: string | null;
  beams?: RoomSpec["beams"];
  cans?: number;
  openings: Opening[];
  view: ViewKind;
  sun?: number;
  plaster?: boolean;
  gradeOpts?: Parameters<typeof grade>[2];
  dof?: { key: number; sd: number };
}

export interface LivingSpec extends RoomScene {
  kitchen?: { run?: Omit<RunSpec, "W" | "D" | "H">; runs?: Omit<RunSpec, "W" | "D" | "H">[]; island?: IslandSpec; stools?: { kind: StoolKind; seat: string; frame: string; n: number }; pendants?: { kind: PendantKind; metal: { base: string; hi: string; lo: string }; size: number; n: number; color?: string } };
  fireplace?: { wall: Wall; a0: number; a1: number; kind: "brick" | "plaster" | "stone"; c: string; mantel?: string; full?: boolean };
  sofas?: SofaSpec[];
  chairs?: { x: number; z: number; facing: "camera" | "+x" | "-x" | "away"; c: string; kind: "lounge" | "dining" | "barrel" }[];
  coffee?: { x: number; z: number; c: string; kind: "round" | "rect" };
  rugs?: { x0: number; x1: number; z0: number; z1: number; c: string; kind?: "plain" | "border" | "runner" | "pattern" }[];
  dining?: { x0: number; x1: number; z0: number; z1: number; c: string; chairC: string; chairWood?: string; light?: { kind: PendantKind; metal: { base: string; hi: string; lo: string }; size: number; n?: number; color?: string } };
  lamps?: { x: number; z: number; metal: string }[];
  sideTables?: { x: number; z: number; c: string }[];
  plants?: { x: number; z: number; kind: PlantKind; h: number; pot: string }[];
  art?: { wall: Wall; a0: number; a1: number; b0: number; b1: number; palette: string[]; frame?: string }[];
  fan?: { x: number; z: number; c: string; blades?: string };
  extra?: (s: Scene, rng: Rng, sh: Shell) => void;
  before?: (s: Scene, rng: Rng, sh: Shell) => void;
}

export function roomScene(w: number, h: number, sp: LivingSpec): Scene {
  const rng = makeRng(sp.seed);
  const s = new Scene(w, h, sp.cam);
  s.light = sp.light ?? 0.3;
  if (sp.dof) s.dof = sp.dof;
  const { W, H, D } = sp;
  const room: RoomSpec = {
    W,
    H,
    D,
    back: sp.wall,
    left: sp.left,
    right: sp.right,
    ceil: sp.ceil ?? shade(sp.wall, 0.02),
    floor: sp.floor,
    base: sp.trim === null ? null : (sp.trim ?? shade(sp.wall, 0.05)),
    crown: sp.crown,
    beams: sp.beams,
    cans: sp.cans ?? 0,
    openings: sp.openings,
    view: sp.view,
    sun: sp.sun,
    plaster: sp.plaster,
  };
  const sh = shell(s, room, rng.fork("shell"));
  sp.before?.(s, rng.fork("before"), sh);
  for (const a of sp.art ?? []) {
    s.at(a.wall === "back" ? D - 0.01 : 990);
    wallArt(s, wallFrame(a.wall, W, D), a.a0, a.a1, a.b0, a.b1, a.palette, rng.fork(a.a0 * 10), a.frame);
  }
  if (sp.fireplace) fireplace(s, sp, rng.fork("fp"));
  for (const r of sp.rugs ?? []) {
    s.at(998);
    rug(s, r.x0, r.x1, r.z0, r.z1, r.c, rng.fork(r.x0 * 7 + r.z0), r.kind ?? "border");
  }
  if (sp.kitchen) {
    const kk = sp.kitchen;
    const runs = kk.runs ?? (kk.run ? [kk.run] : []);
    for (const r of runs) drawRun(s, { ...r, W, D, H }, rng.fork("run" + r.wall));
    if (kk.island) {
      const isl = kk.island;
      island(s, isl, rng.fork("isl"));
      const cz = (isl.z0 + isl.z1) / 2;
      s.at(cz - 0.01);
      counterDecor(s, isl.x0 + (isl.x1 - isl.x0) * 0.35, 0.91, cz, "fruit", rng.fork("fruit"));
      counterDecor(s, isl.x0 + (isl.x1 - isl.x0) * 0.7, 0.91, cz + 0.1, "branches", rng.fork("brn"));
      if (kk.stools) for (let i = 0; i < kk.stools.n; i++) stool(s, isl.x0 + ((isl.x1 - isl.x0) * (i + 0.5)) / kk.stools.n, isl.z0 - 0.22, kk.stools.kind, kk.stools.seat, kk.stools.frame);
      if (kk.pendants) {
        s.at(cz - 0.5);
        for (let i = 0; i < kk.pendants.n; i++) pendant(s, isl.x0 + ((isl.x1 - isl.x0) * (i + 0.5)) / kk.pendants.n, 1.8, cz, kk.pendants.kind, kk.pendants.metal, kk.pendants.size, H, kk.pendants.color);
      }
    }
  }
  if (sp.dining) {
    const dn = sp.dining;
    const n = Math.max(2, Math.round((dn.x1 - dn.x0) / 0.65));
    const wood = dn.chairWood ?? shade(dn.c, -0.25);
    for (let i = 0; i < n; i++) chair(s, dn.x0 + ((dn.x1 - dn.x0) * (i + 0.5)) / n, dn.z1 + 0.18, "camera", dn.chairC, "dining", rng.fork(i), wood);
    table(s, dn.x0, dn.x1, dn.z0, dn.z1, dn.c, rng.fork("tbl"), 0.75, dn.x1 - dn.x0 > 1.6 ? "rect" : "round");
    s.at((dn.z0 + dn.z1) / 2);
    counterDecor(s, (dn.x0 + dn.x1) / 2, 0.75, (dn.z0 + dn.z1) / 2, "branches", rng.fork("tv"), "#d8d0c2");
    for (let i = 0; i < n; i++) chair(s, dn.x0 + ((dn.x1 - dn.x0) * (i + 0.5)) / n, dn.z0 - 0.22, "away", dn.chairC, "dining", rng.fork(i + 20), wood);
    if (dn.light) {
      const m = dn.light.n ?? 1;
      s.at((dn.z0 + dn.z1) / 2 - 0.6);
      for (let i = 0; i < m; i++) pendant(s, (dn.x0 + dn.x1) / 2 + (i - (m - 1) / 2) * 0.6, 1.65, (dn.z0 + dn.z1) / 2, dn.light.kind, dn.light.metal, dn.light.size, H, dn.light.color);
    }
  }
  if (sp.coffee) coffeeTable(s, sp.coffee.x, sp.coffee.z, sp.coffee.c, sp.coffee.kind, rng.fork("ct"));
  for (const so of sp.sofas ?? []) sofa(s, so, rng.fork(so.x0));
  for (const c of sp.chairs ?? []) chair(s, c.x, c.z, c.facing, c.c, c.kind, rng.fork(c.x * 3 + c.z));
  for (const t of sp.sideTables ?? []) sideTable(s, t.x, t.z, t.c);
  for (const l of sp.lamps ?? []) floorLamp(s, l.x, l.z, l.metal);
  for (const p of sp.plants ?? []) {
    s.at(p.z - 0.2);
    plant(s, p.x, 0, p.z, p.kind, p.h, p.pot, rng.fork(p.x * 13 + p.z));
  }
  if (sp.fan) ceilingFan(s, sp.fan.x, sp.fan.z, H, sp.fan.c, sp.fan.blades);
  sp.extra?.(s, rng.fork("extra"), sh);
  grade(s, sh.glass, sp.gradeOpts);
  return s;
}

function fireplace(s: Scene, sp: LivingSpec, rng: Rng): void {
  const f = sp.fireplace!;
  const fr = wallFrame(f.wall, sp.W, sp.D);
  const top = f.full ? sp.H : 1.45;
  const dep = 0.3;
  s.at(f.wall === "back" ? sp.D - 0.05 : 985);
  const b = wbox(fr, f.a0, f.a1, 0, dep, 0, top);
  s.box(b, { c: shade(f.c, -0.03) });
  const F = wface(fr, 0, dep);
  const q = s.fquad(F, f.a0, 0, f.a1, top);
  if (f.kind === "brick") {
    tiles(s, F, f.a0, 0, f.a1, top, { c: f.c, grout: shade(f.c, -0.08), tw: 0.215, th: 0.072, bond: "running", vary: 0.04, gap: 0.008 }, rng);
  } else if (f.kind === "stone") {
    tiles(s, F, f.a0, 0, f.a1, top, { c: f.c, grout: shade(f.c, -0.15), tw: 0.45, th: 0.22, bond: "third", vary: 0.08, gap: 0.01 }, rng);
  } else mottle(s, q, f.c, rng, 10, 0.04);
  const w = f.a1 - f.a0;
  const ca = (f.a0 + f.a1) / 2;
  const fw = Math.min(0.95, w * 0.5);
  // firebox
  s.frect(F, ca - fw / 2 - 0.03, 0.12, ca + fw / 2 + 0.03, 0.95, shade(f.c, -0.1));
  s.frect(F, ca - fw / 2, 0.14, ca + fw / 2, 0.92, s.lin(0, s.fp(F, ca, 0.92)[1], 0, s.fp(F, ca, 0.14)[1], [
    [0, "#1c1815"],
    [1, "#3a322b"],
  ]));
  // logs
  s.froundrect(F, ca - 0.3, 0.16, ca + 0.25, 0.24, 0.04, "#6b5444");
  s.froundrect(F, ca - 0.2, 0.22, ca + 0.32, 0.3, 0.04, "#7d624f");
  // hearth
  const hb = wbox(fr, f.a0 - 0.1, f.a1 + 0.1, dep, dep + 0.45, 0, 0.06);
  s.box(hb, { c: "#cfc8bd", hl: true });
  // mantel
  const mc = f.mantel ?? "#8a6444";
  const mb = wbox(fr, f.a0 - 0.12, f.a1 + 0.12, 0, dep + 0.1, 1.3, 1.42);
  s.box(mb, { c: mc, hl: true, bottom: shade(mc, -0.3) });
  const MF = wface(fr, 0, dep + 0.05);
  if (!f.full || true) {
    counterDecorOnMantel(s, MF, ca, 1.42, rng);
  }
}

function counterDecorOnMantel(s: Scene, F: ReturnType<typeof wface>, ca: number, y: number, rng: Rng): void {
  const pal = ["#c9b79c", "#9aa39a", "#e6dfd2", "#b58c6a"];
  // a leaning artwork and two vessels
  s.fpoly(F, [
    [ca - 0.45, y],
    [ca + 0.2, y],
    [ca + 0.22, y + 0.7],
    [ca - 0.43, y + 0.7],
  ], "#2f2a25");
  s.fpoly(F, [
    [ca - 0.41, y + 0.04],
    [ca + 0.16, y + 0.04],
    [ca + 0.18, y + 0.66],
    [ca - 0.39, y + 0.66],
  ], mix(rng.pick(pal), "#f3eee6", 0.3));
  s.fpoly(F, [
    [ca - 0.39, y + 0.3],
    [ca + 0.17, y + 0.38],
    [ca + 0.17, y + 0.05],
    [ca - 0.4, y + 0.05],
  ], mix(rng.pick(pal), "#f3eee6", 0.1), 'opacity="0.8"');
}
