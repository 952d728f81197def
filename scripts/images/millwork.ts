// Built-in cabinetry and millwork: bookcase walls with shelf lighting, rolling library ladder,
// window seat, desk, closet hanging sections and drawer banks, wall paneling.

import { METAL, panel, wallFrame, wbox, wface, wpt, withTone, wallTone, type Finish, type Metal, type Wall, type WallFrame } from "./cabinets.ts";
import { shade, vary } from "./color.ts";
import { books, profileObj, smallPlant } from "./decor.ts";
import type { Rng } from "./rng.ts";
import { fpt, type Face, type Scene, type V3 } from "./scene.ts";

export interface BookcaseSpec {
  wall: Wall;
  a0: number;
  a1: number;
  top: number;
  fin: Finish;
  bays?: number;
  lowerH?: number;
  glow?: boolean;
  backC?: string;
  bookPal?: string[];
  /** a-ranges with no upper shelving (window seat / desk / fireplace) */
  gaps?: [number, number][];
  depth?: number;
}

export function bookcases(s: Scene, W: number, D: number, sp: BookcaseSpec, rng: Rng): void {
  const fr = wallFrame(sp.wall, W, D);
  const dep = sp.depth ?? 0.38;
  const lowerH = sp.lowerH ?? 0.86;
  const tone = wallTone(s, sp.wall);
  const fin = withTone(sp.fin, tone);
  const c = fin.c;
  const backC = sp.backC ?? shade(c, -0.1);
  const key = (a: number) => (sp.wall === "back" ? D - 0.02 - Math.abs(a - s.cam.x) * 0.001 : Math.min(wpt(fr, a, 0, 0)[2], wpt(fr, a, 0, 0)[2]));
  const total = sp.a1 - sp.a0;
  const nb = sp.bays ?? Math.max(1, Math.round(total / 0.85));
  const bw = total / nb;
  const stile = 0.045;
  const inGap = (a: number) => (sp.gaps ?? []).some(([g0, g1]) => a > g0 - 1e-6 && a < g1 + 1e-6);
  const bays: { a0: number; a1: number }[] = [];
  for (let i = 0; i < nb; i++) bays.push({ a0: sp.a0 + i * bw, a1: sp.a0 + (i + 1) * bw });
  const order = [...bays].sort((p, q) => key(q.a0 + 0.01) - key(p.a0 + 0.01));
  const wallF = wface(fr, 0, 0.005);
  const shelfTop = sp.top - 0.14;
  for (const b of order) {
    const mid = (b.a0 + b.a1) / 2;
    if (inGap(mid)) continue;
    s.at(key(mid));
    // upper cavity
    const ia0 = b.a0 + stile / 2;
    const ia1 = b.a1 - stile / 2;
    s.frect(wallF, ia0, lowerH, ia1, shelfTop, backC);
    const n = Math.max(2, Math.round((shelfTop - lowerH - 0.05) / 0.36));
    const step = (shelfTop - lowerH - 0.05) / n;
    for (let j = 0; j < n; j++) {
      const y = lowerH + 0.05 + j * step;
      // shelf board
      const bx = wbox(fr, ia0, ia1, 0.005, dep - 0.01, y - 0.03, y);
      s.box(bx, { c: shade(c, 0.02), top: shade(c, 0.06), bottom: shade(c, -0.18) });
      if (sp.glow && j > 0) {
        const p0 = s.p(wpt(fr, ia0, 0.01, y - 0.03));
        const p1 = s.p(wpt(fr, ia0, 0.01, y - 0.3));
        s.frect(wallF, ia0, y - 0.3, ia1, y - 0.03, s.lin(0, p0[1], 0, p1[1], [
          [0, "#ffefc9", 0.6],
          [1, "#ffefc9", 0],
        ]));
      }
      // contents
      const F: Face = wface(fr, 0, 0.2);
      const hmax = step - 0.06;
      const r = rng.fork(b.a0 * 100 + j);
      const style = r.int(0, 5);
      if (style <= 2) {
        let a = books(s, F, ia0 + 0.03, ia0 + (ia1 - ia0) * (0.45 + r.next() * 0.4), y, hmax, r, sp.bookPal);
        a += 0.05;
        if (a < ia1 - 0.12) profileObj(s, F, a + 0.06, y, Math.min(hmax, 0.2), r.pick(["vase", "urn", "jar", "pitcher"]), r.pick(["#e9e2d6", "#c9a27e", "#7c8a7e", "#f2efe9", "#2f3b3a"]));
      } else if (style === 3) {
        // horizontal stack + bowl
        for (let q = 0; q < 5; q++) s.frect(F, ia0 + 0.05 + q * 0.004, y + q * 0.035, ia0 + 0.3 - q * 0.006, y + (q + 1) * 0.035 - 0.003, vary(r.pick(sp.bookPal ?? ["#c9b79c", "#5e6b5c", "#d8cfc0", "#8a5a44"]), 0.05, () => r.next()));
        profileObj(s, F, ia0 + 0.17, y + 0.175, 0.07, "bowl", "#c7a06a");
        profileObj(s, F, ia1 - 0.15, y, Math.min(hmax, 0.26), "vase", r.pick(["#e9e2d6", "#b8a48c", "#6f7d70"]));
      } else if (style === 4) {
        smallPlant(s, F, (ia0 + ia1) / 2, y, Math.min(hmax, 0.3), r);
        books(s, F, ia1 - 0.22, ia1 - 0.03, y, hmax * 0.9, r, sp.bookPal);
      } else {
        // framed photo / art leaning
        const aw = Math.min(0.3, (ia1 - ia0) * 0.4);
        s.frect(F, ia0 + 0.08, y, ia0 + 0.08 + aw, y + Math.min(hmax, aw * 1.2), "#2b2420");
        s.frect(F, ia0 + 0.1, y + 0.02, ia0 + 0.06 + aw, y + Math.min(hmax, aw * 1.2) - 0.02, r.pick(["#d8cbb5", "#b9c4bd", "#e2d2c0"]));
        books(s, F, ia1 - 0.25, ia1 - 0.03, y, hmax, r, sp.bookPal);
      }
    }
    // lower cabinet with doors
    const lb = wbox(fr, b.a0, b.a1, 0, dep + 0.06, 0.1, lowerH - 0.03);
    s.box(lb, { c: shade(c, -0.03) });
    const LF = wface(fr, 0, dep + 0.06);
    s.frect(LF, b.a0, 0, b.a1, 0.1, shade(c, -0.5));
    if (b.a1 - b.a0 > 0.55) {
      panel(s, LF, b.a0, 0.1, mid, lowerH - 0.03, fin, "doorL", rng.fork(b.a0));
      panel(s, LF, mid, 0.1, b.a1, lowerH - 0.03, fin, "doorR", rng.fork(b.a1));
    } else panel(s, LF, b.a0, 0.1, b.a1, lowerH - 0.03, fin, "doorL", rng.fork(b.a0));
    const ledge = wbox(fr, b.a0, b.a1, 0, dep + 0.08, lowerH - 0.03, lowerH + 0.01);
    s.box(ledge, { c: shade(c, 0.03), hl: true });
  }
  // stiles (vertical dividers), nearest last
  const stiles: number[] = [];
  for (let i = 0; i <= nb; i++) {
    const a = sp.a0 + i * bw;
    const leftGap = i > 0 && inGap(a - bw / 2);
    const rightGap = i < nb && inGap(a + bw / 2);
    if (leftGap && rightGap) continue;
    stiles.push(a);
  }
  stiles.sort((p, q) => key(q) - key(p));
  for (const a of stiles) {
    s.at(key(a) - 0.0005);
    const sb = wbox(fr, a - stile / 2, a + stile / 2, 0, dep, lowerH, sp.top);
    s.box(sb, { c: shade(c, 0.02) });
  }
  // top rail + crown across everything
  s.at(sp.wall === "back" ? D - 0.03 : Math.min(wpt(fr, sp.a0, 0, 0)[2], wpt(fr, sp.a1, 0, 0)[2]) - 0.01);
  const segs: [number, number][] = [];
  let cur: [number, number] | null = null;
  for (const b of bays) {
    const g = inGap((b.a0 + b.a1) / 2);
    if (g && sp.top < 2.6) {
      cur = null;
      continue;
    }
    if (cur && Math.abs(cur[1] - b.a0) < 1e-6) cur[1] = b.a1;
    else {
      cur = [b.a0, b.a1];
      segs.push(cur);
    }
  }
  for (const [a0, a1] of segs) {
    const rail = wbox(fr, a0, a1, 0, dep, shelfTop, sp.top);
    s.box(rail, { c: shade(c, 0.01), bottom: shade(c, -0.15) });
    const cr = wbox(fr, a0 - 0.02, a1 + 0.02, 0, dep + 0.04, sp.top - 0.06, sp.top);
    s.box(cr, { c: shade(c, 0.04), hl: true, bottom: shade(c, -0.1) });
  }
}

export function ladder(s: Scene, fr: WallFrame, a: number, railY: number, dep: number, c: string, metal: Metal): void {
  s.at(fr.u[2] !== 0 ? Math.min(wpt(fr, a, 0, 0)[2], wpt(fr, a + 0.5, 0, 0)[2]) - 0.2 : wpt(fr, a, dep + 0.9, 0)[2]);
  const w = 0.46;
  const top = (aa: number): V3 => wpt(fr, aa, dep + 0.06, railY + 0.06);
  const bot = (aa: number): V3 => wpt(fr, aa, dep + 0.75, 0);
  const rails = [a, a + w];
  // rungs first
  for (let i = 1; i <= 7; i++) {
    const t = i / 8;
    const p0 = lerp(bot(a), top(a), t);
    const p1 = lerp(bot(a + w), top(a + w), t);
    s.line3(p0, p1, shade(c, -0.1), 0.03);
    s.line3([p0[0], p0[1] + 0.012, p0[2]], [p1[0], p1[1] + 0.012, p1[2]], shade(c, 0.15), 0.008);
  }
  for (const r of rails) {
    s.line3(bot(r), top(r), c, 0.045);
    s.line3(bot(r), top(r), shade(c, 0.2), 0.012, 'opacity="0.7"');
    const [wx, wy] = s.p(bot(r));
    const k = s.k(bot(r)[2]);
    s.ellipse(wx, wy - 0.03 * k, 0.03 * k, 0.03 * k, metal.lo);
    const [hx, hy] = s.p(top(r));
    s.ellipse(hx, hy, 0.025 * k, 0.025 * k, metal.base);
  }
}

function lerp(a: V3, b: V3, t: number): V3 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function rail(s: Scene, fr: WallFrame, a0: number, a1: number, y: number, d: number, metal: Metal): void {
  s.line3(wpt(fr, a0, d, y), wpt(fr, a1, d, y), metal.base, 0.022);
  s.line3(wpt(fr, a0, d, y + 0.006), wpt(fr, a1, d, y + 0.006), metal.hi, 0.006, 'opacity="0.8"');
  for (const a of [a0 + 0.1, (a0 + a1) / 2, a1 - 0.1]) s.line3(wpt(fr, a, 0.02, y), wpt(fr, a, d, y), metal.base, 0.014);
}

export function windowSeat(s: Scene, fr: WallFrame, a0: number, a1: number, fin: Finish, cushion: string, pillows: string[], rng: Rng): void {
  const dep = 0.55;
  const b = wbox(fr, a0, a1, 0, dep, 0.1, 0.44);
  s.box(b, { c: shade(fin.c, -0.03) });
  const F = wface(fr, 0, dep);
  s.frect(F, a0, 0, a1, 0.1, shade(fin.c, -0.5));
  const n = Math.max(2, Math.round((a1 - a0) / 0.6));
  for (let i = 0; i < n; i++) panel(s, F, a0 + ((a1 - a0) * i) / n, 0.1, a0 + ((a1 - a0) * (i + 1)) / n, 0.44, fin, "drawer", rng.fork(i));
  const cb = wbox(fr, a0 + 0.01, a1 - 0.01, 0.01, dep, 0.44, 0.54);
  s.box(cb, { c: cushion, round: 0.03, top: shade(cushion, 0.06) });
  pillows.forEach((pc, i) => {
    const pa = i % 2 ? a1 - 0.5 - (i >> 1) * 0.3 : a0 + 0.08 + (i >> 1) * 0.3;
    const pb = wbox(fr, pa, pa + 0.42, 0.06, 0.2, 0.54, 0.94);
    s.box(pb, { c: pc, round: 0.05 });
  });
}

export function paneling(s: Scene, F: Face, a0: number, b0: number, a1: number, b1: number, c: string, style: "box" | "batten" | "fluted" | "wainscot", mod = 0.6): void {
  s.frect(F, a0, b0, a1, b1, c);
  const dark = shade(c, -0.28);
  const lite = shade(c, 0.3);
  if (style === "fluted") {
    for (let a = a0; a < a1; a += 0.04) {
      s.frect(F, a, b0, a + 0.02, b1, shade(c, 0.05));
      s.frect(F, a + 0.02, b0, a + 0.04, b1, shade(c, -0.05));
    }
    return;
  }
  if (style === "batten") {
    for (let a = a0 + mod / 2; a < a1; a += mod / 2) {
      s.frect(F, a - 0.03, b0, a + 0.03, b1, shade(c, 0.03));
      s.fline(F, a + 0.03, b0, a + 0.03, b1, dark, 0.004, 'opacity="0.35"');
      s.fline(F, a - 0.03, b0, a - 0.03, b1, lite, 0.004, 'opacity="0.5"');
    }
    s.frect(F, a0, b1 - 0.06, a1, b1, shade(c, 0.03));
    s.fline(F, a0, b1 - 0.06, a1, b1 - 0.06, dark, 0.004, 'opacity="0.4"');
    return;
  }
  const n = Math.max(1, Math.round((a1 - a0) / mod));
  const w = (a1 - a0) / n;
  const rowsB: [number, number][] = style === "wainscot" ? [[b0 + 0.12, b1 - 0.1]] : (() => {
    const out: [number, number][] = [];
    const h = b1 - b0;
    const rows = Math.max(1, Math.round(h / 0.9));
    for (let j = 0; j < rows; j++) out.push([b0 + (h * j) / rows + 0.07, b0 + (h * (j + 1)) / rows - 0.07]);
    return out;
  })();
  for (let i = 0; i < n; i++) {
    const x0 = a0 + i * w + 0.07;
    const x1 = a0 + (i + 1) * w - 0.07;
    for (const [y0, y1] of rowsB) {
      s.fline(F, x0, y1, x1, y1, dark, 0.005, 'opacity="0.45"');
      s.fline(F, x0, y0, x0, y1, dark, 0.004, 'opacity="0.3"');
      s.fline(F, x0, y0, x1, y0, lite, 0.005, 'opacity="0.7"');
      s.fline(F, x1, y0, x1, y1, lite, 0.004, 'opacity="0.45"');
    }
  }
  if (style === "wainscot") {
    s.frect(F, a0, b1 - 0.04, a1, b1, shade(c, 0.04));
    s.fline(F, a0, b1 - 0.04, a1, b1 - 0.04, dark, 0.004, 'opacity="0.4"');
  }
}

// ---- closet ----------------------------------------------------------------------------------

const GARMENTS = ["#f1ede6", "#2f3b4a", "#c9b79c", "#8a8f8c", "#e4d9c6", "#6b4a33", "#dcd4c8", "#556b5a", "#b7a07e", "#f6f3ee", "#3e3a36", "#a9b5bb"];

export function hangingBay(s: Scene, fr: WallFrame, a0: number, a1: number, c: string, rng: Rng, double = false): void {
  const dep = 0.58;
  const wallF = wface(fr, 0, 0.005);
  s.frect(wallF, a0, 0.1, a1, 2.05, shade(c, -0.07));
  // glow from strip light
  const p0 = s.p(wpt(fr, a0, 0.01, 2.05));
  const p1 = s.p(wpt(fr, a0, 0.01, 1.4));
  s.frect(wallF, a0, 1.4, a1, 2.05, s.lin(0, p0[1], 0, p1[1], [
    [0, "#fff0cc", 0.65],
    [1, "#fff0cc", 0],
  ]));
  const rods = double ? [1.95, 1.0] : [1.9];
  for (const rodY of rods) {
    const len = double ? 0.8 : rng.chance(0.5) ? 1.0 : 1.35;
    const items: number[] = [];
    for (let a = a0 + 0.06; a < a1 - 0.05; a += 0.045 + rng.next() * 0.05) items.push(a);
    // garments are planes perpendicular to the wall; draw far to near
    const zOf = (a: number) => wpt(fr, a, 0.3, rodY)[2];
    items.sort((p, q) => zOf(q) - zOf(p));
    for (const a of items) {
      const gc = vary(rng.pick(GARMENTS), 0.05, () => rng.next());
      const gl = len * (0.75 + rng.next() * 0.25);
      const pts: V3[] = [
        wpt(fr, a, 0.28, rodY - 0.03),
        wpt(fr, a, 0.32, rodY - 0.03),
        wpt(fr, a, 0.54, rodY - 0.12),
        wpt(fr, a, 0.55, rodY - gl),
        wpt(fr, a, 0.06, rodY - gl),
        wpt(fr, a, 0.07, rodY - 0.12),
      ];
      s.poly(pts, gc);
      s.poly([wpt(fr, a, 0.3, rodY - 0.12), wpt(fr, a, 0.55, rodY - 0.12), wpt(fr, a, 0.55, rodY - gl), wpt(fr, a, 0.3, rodY - gl)], shade(gc, -0.06), 'opacity="0.6"');
      s.line3(wpt(fr, a, 0.3, rodY), wpt(fr, a, 0.3, rodY - 0.04), "#8d7b64", 0.006);
    }
    s.line3(wpt(fr, a0, 0.3, rodY), wpt(fr, a1, 0.3, rodY), METAL.brass.base, 0.02);
  }
  // top shelf with boxes
  const sb = wbox(fr, a0, a1, 0, dep - 0.05, 2.05, 2.08);
  s.box(sb, { c: shade(c, 0.03) });
  const F = wface(fr, 0, 0.3);
  for (let a = a0 + 0.05; a < a1 - 0.35; a += 0.4) s.frect(F, a, 2.08, a + 0.32, 2.3, rng.pick(["#d8cfc0", "#c9b79c", "#e9e3d8"]));
}

export function shelfBay(s: Scene, fr: WallFrame, a0: number, a1: number, c: string, rng: Rng, top = 2.3): void {
  const wallF = wface(fr, 0, 0.005);
  s.frect(wallF, a0, 0.1, a1, top, shade(c, -0.07));
  const F = wface(fr, 0, 0.25);
  for (let y = 0.15; y < top - 0.2; y += 0.34) {
    const sb = wbox(fr, a0, a1, 0.005, 0.44, y, y + 0.025);
    s.box(sb, { c: shade(c, 0.03), top: shade(c, 0.07), bottom: shade(c, -0.15) });
    // folded stacks or shoes
    let a = a0 + 0.04;
    while (a < a1 - 0.25) {
      const gc = rng.pick(GARMENTS);
      const n = 3 + rng.int(0, 3);
      for (let i = 0; i < n; i++) s.froundrect(F, a, y + 0.025 + i * 0.045, a + 0.26, y + 0.025 + (i + 1) * 0.045 - 0.004, 0.012, vary(gc, 0.06, () => rng.next()));
      a += 0.32;
    }
  }
}

export function drawerBank(s: Scene, fr: WallFrame, a0: number, a1: number, y0: number, y1: number, dep: number, fin: Finish, n: number, rng: Rng): void {
  const b = wbox(fr, a0, a1, 0, dep, y0, y1);
  s.box(b, { c: shade(fin.c, -0.04) });
  const F = wface(fr, 0, dep);
  for (let i = 0; i < n; i++) panel(s, F, a0, y0 + ((y1 - y0) * i) / n, a1, y0 + ((y1 - y0) * (i + 1)) / n, fin, "drawer", rng.fork(i));
}

export { fpt };
