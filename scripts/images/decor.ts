// Small things that make a room believable: faucets, dishes, books, vases, plants, pendants,
// stools, sconces and art.

import { mix, shade, vary } from "./color.ts";
import type { Rng } from "./rng.ts";
import { fpt, n1, type Face, type P, type Scene, type V3 } from "./scene.ts";

interface MetalLike {
  base: string;
  hi: string;
  lo: string;
}

export function faucet(s: Scene, base: V3, dir: V3, m: MetalLike, kind: "goose" | "bridge" | "wall" | "short" | "filler" = "goose", scale = 1): void {
  const up: V3 = [0, 1, 0];
  const add = (a: V3, b: V3, k: number): V3 => [a[0] + b[0] * k, a[1] + b[1] * k, a[2] + b[2] * k];
  const pts: V3[] = [];
  if (kind === "wall") {
    // spout from the wall at base height, pointing along dir
    pts.push(base, add(base, dir, 0.17 * scale), add(add(base, dir, 0.18 * scale), up, -0.02 * scale));
  } else if (kind === "filler") {
    const h = 0.95 * scale;
    pts.push(base, add(base, up, h));
    const c = add(add(base, up, h), dir, 0.1 * scale);
    for (let i = 1; i <= 8; i++) {
      const t = (i / 8) * Math.PI;
      pts.push(add(add(c, dir, -Math.cos(t) * 0.1 * scale), up, Math.sin(t) * 0.1 * scale));
    }
    pts.push(add(pts[pts.length - 1]!, up, -0.06 * scale));
  } else {
    const h = (kind === "short" ? 0.16 : 0.3) * scale;
    const r = (kind === "short" ? 0.06 : 0.1) * scale;
    const top = add(base, up, h);
    pts.push(base, top);
    const c = add(top, dir, r);
    for (let i = 1; i <= 10; i++) {
      const t = (i / 10) * Math.PI;
      pts.push(add(add(c, dir, -Math.cos(t) * r), up, Math.sin(t) * r));
    }
    pts.push(add(pts[pts.length - 1]!, up, -0.05 * scale));
  }
  const proj = pts.map((v) => s.p(v));
  const k = s.k(base[2]);
  const w = Math.max(1.2, 0.02 * scale * k);
  s.polyline(proj.map(([x, y]) => [x + w * 0.4, y + w * 0.5] as P), "#000000", w, 'opacity="0.15"');
  s.polyline(proj, m.base, w);
  s.polyline(proj.map(([x, y]) => [x - w * 0.2, y - w * 0.15] as P), m.hi, Math.max(0.6, w * 0.3), 'opacity="0.85"');
  // deck plate / handle
  const [bx, by] = s.p(base);
  if (kind !== "wall") s.ellipse(bx, by, w * 1.3, w * 0.45, m.lo);
  if (kind === "goose" || kind === "short") {
    const hp = s.p(add(add(base, up, 0.1 * scale), [dir[2], 0, -dir[0]], 0.07 * scale));
    const hq = s.p(add(add(base, up, 0.16 * scale), [dir[2], 0, -dir[0]], 0.08 * scale));
    s.line2(hp, hq, m.base, w * 0.6, 'stroke-linecap="round"');
    s.line2([bx, hp[1]], hp, m.base, w * 0.6, 'stroke-linecap="round"');
  }
  if (kind === "wall") {
    for (const side of [-1, 1]) {
      const hp = s.p(add(add(base, up, 0.07 * scale), [dir[2], 0, -dir[0]], side * 0.12 * scale));
      s.ellipse(hp[0], hp[1], w * 0.9, w * 0.9, m.base);
      s.ellipse(hp[0] - w * 0.2, hp[1] - w * 0.2, w * 0.35, w * 0.35, m.hi);
    }
  }
}

// ---- profile objects (vases, jars, plates) drawn on a vertical face ---------------------------

const PROFILES: Record<string, [number, number][]> = {
  vase: [
    [0, 0.28],
    [0.15, 0.4],
    [0.45, 0.46],
    [0.75, 0.3],
    [0.9, 0.2],
    [1, 0.23],
  ],
  jar: [
    [0, 0.42],
    [0.8, 0.42],
    [0.86, 0.36],
    [1, 0.36],
  ],
  bottle: [
    [0, 0.17],
    [0.6, 0.17],
    [0.72, 0.07],
    [1, 0.06],
  ],
  bowl: [
    [0, 0.3],
    [0.35, 0.7],
    [1, 1],
  ],
  pitcher: [
    [0, 0.3],
    [0.5, 0.36],
    [0.85, 0.26],
    [1, 0.34],
  ],
  urn: [
    [0, 0.25],
    [0.1, 0.35],
    [0.5, 0.5],
    [0.85, 0.35],
    [1, 0.38],
  ],
  cup: [
    [0, 0.32],
    [1, 0.4],
  ],
};

export function profileObj(s: Scene, F: Face, a: number, b: number, h: number, kind: string, c: string): void {
  const prof = PROFILES[kind] ?? PROFILES.vase!;
  const right: [number, number][] = prof.map(([t, w]) => [a + w * h * 0.5, b + t * h]);
  const left: [number, number][] = prof.map(([t, w]) => [a - w * h * 0.5, b + t * h]).reverse() as [number, number][];
  const pts = [...right, ...left];
  s.fpoly(F, pts, c);
  // shading: darker half toward the shadow side
  const sh: [number, number][] = [...prof.map(([t, w]) => [a + w * h * 0.5, b + t * h] as [number, number]), ...prof.map(([t, w]) => [a + w * h * 0.18, b + t * h] as [number, number]).reverse()];
  s.fpoly(F, sh, shade(c, -0.12), 'opacity="0.7"');
  s.fline(F, a - h * 0.12, b + h * 0.15, a - h * 0.1, b + h * 0.7, "#ffffff", 0.004, 'opacity="0.35"');
}

export function dishes(s: Scene, F: Face, a0: number, a1: number, b: number, hmax: number, rng: Rng): void {
  const whites = ["#f4f1ea", "#ebe6dc", "#dfe3dc", "#e9e1d2", "#d6dcd9"];
  let a = a0 + 0.02;
  while (a < a1 - 0.06) {
    const kind = rng.pick(["plates", "bowls", "glass", "vase", "pitcher", "plates"]);
    const c = rng.pick(whites);
    if (kind === "plates") {
      const w = Math.min(0.22, a1 - a - 0.01);
      const n = 4 + rng.int(0, 4);
      for (let i = 0; i < n; i++) s.frect(F, a, b + i * 0.012, a + w, b + i * 0.012 + 0.01, shade(c, i % 2 ? -0.04 : 0));
      a += w + 0.03;
    } else if (kind === "bowls") {
      const w = 0.14;
      for (let i = 0; i < 3; i++) profileObj(s, F, a + w / 2, b + i * 0.03, 0.055, "bowl", shade(c, -0.02 * i));
      a += w + 0.03;
    } else if (kind === "glass") {
      for (let i = 0; i < 3 && a < a1 - 0.05; i++) {
        s.frect(F, a, b, a + 0.05, b + Math.min(hmax, 0.12), "#ffffff", 'opacity="0.35"');
        s.fline(F, a + 0.01, b + 0.01, a + 0.01, b + Math.min(hmax, 0.12) - 0.01, "#ffffff", 0.003, 'opacity="0.7"');
        a += 0.065;
      }
      a += 0.02;
    } else {
      const h = Math.min(hmax, 0.14 + rng.next() * 0.1);
      profileObj(s, F, a + h * 0.25, b, h, kind, c);
      a += h * 0.5 + 0.04;
    }
  }
}

export function books(s: Scene, F: Face, a0: number, a1: number, b: number, hmax: number, rng: Rng, palette?: string[]): number {
  const pal = palette ?? ["#8a5a44", "#c9b79c", "#5e6b5c", "#d8cfc0", "#2f3b4a", "#a88a5b", "#ece5d8", "#7b2f2a", "#9aa6a4"];
  let a = a0;
  const lean = rng.chance(0.25);
  while (a < a1 - 0.02) {
    const t = 0.018 + rng.next() * 0.03;
    if (a + t > a1) break;
    const h = hmax * (0.72 + rng.next() * 0.28);
    const c = vary(rng.pick(pal), 0.06, () => rng.next());
    s.frect(F, a, b, a + t, b + h, c);
    s.frect(F, a + t * 0.7, b, a + t, b + h, shade(c, -0.12), 'opacity="0.8"');
    if (rng.chance(0.5)) s.fline(F, a + 0.003, b + h * 0.8, a + t - 0.003, b + h * 0.8, shade(c, 0.35), 0.003, 'opacity="0.6"');
    a += t + 0.001;
  }
  if (lean && a < a1 - 0.08) {
    const h = hmax * 0.85;
    const t = 0.03;
    const c = rng.pick(pal);
    s.fpoly(F, [
      [a + 0.005, b],
      [a + 0.005 + t, b],
      [a + 0.005 + t + h * 0.35, b + h * 0.93],
      [a + 0.005 + h * 0.35, b + h * 0.93],
    ], c);
    a += t + h * 0.35 + 0.01;
  }
  return a;
}

/** Decor on an open shelf running along a wall frame (a range), standing at height y. */
export function shelfDecor(s: Scene, fr: { o: V3; u: V3; n: V3 }, a0: number, a1: number, y: number, d: number, rng: Rng): void {
  const F: Face = { o: [fr.o[0] + fr.n[0] * d, 0, fr.o[2] + fr.n[2] * d], u: fr.u, v: [0, 1, 0] };
  const whites = ["#f3efe8", "#e6dfd2", "#d8ddd6", "#cbb79e", "#8a9a8b", "#efe9df"];
  let a = a0 + rng.next() * 0.1;
  while (a < a1 - 0.1) {
    const kind = rng.pick(["plates", "vase", "jar", "books", "bowl", "plant", "pitcher", "gap"]);
    if (kind === "gap") {
      a += 0.08 + rng.next() * 0.12;
      continue;
    }
    if (kind === "plates") {
      const w = 0.24;
      if (a + w > a1) break;
      for (let i = 0; i < 6; i++) s.frect(F, a, y + i * 0.013, a + w, y + i * 0.013 + 0.011, i % 2 ? "#e9e4da" : "#f5f2ec");
      a += w + 0.05;
    } else if (kind === "books") {
      a = books(s, F, a, Math.min(a1, a + 0.22), y, 0.22, rng) + 0.05;
    } else if (kind === "plant") {
      smallPlant(s, F, a + 0.06, y, 0.22, rng);
      a += 0.18;
    } else if (kind === "bowl") {
      profileObj(s, F, a + 0.09, y, 0.08, "bowl", rng.pick(whites));
      a += 0.22;
    } else {
      const h = 0.12 + rng.next() * 0.16;
      profileObj(s, F, a + h * 0.25, y, h, kind, rng.pick(whites));
      a += h * 0.5 + 0.05;
    }
  }
}

export function smallPlant(s: Scene, F: Face, a: number, b: number, h: number, rng: Rng): void {
  profileObj(s, F, a, b, h * 0.35, "jar", rng.pick(["#e9e2d6", "#c9a27e", "#f2efe9", "#7c8a7e"]));
  const top = b + h * 0.33;
  const greens = ["#5d7a52", "#6f8c5f", "#4b6645", "#809b6b"];
  for (let i = 0; i < 9; i++) {
    const ang = Math.PI * (0.1 + 0.8 * rng.next());
    const len = h * (0.35 + rng.next() * 0.5);
    const ea = a + Math.cos(ang) * len * 0.8;
    const eb = top + Math.sin(ang) * len;
    const mid: [number, number] = [(a + ea) / 2 + (rng.next() - 0.5) * 0.03, (top + eb) / 2];
    const wv = len * 0.12;
    s.fpoly(F, [
      [a, top],
      [mid[0] - wv, mid[1] + wv],
      [ea, eb],
      [mid[0] + wv, mid[1] - wv],
    ], rng.pick(greens));
  }
}

// ---- plants standing on the floor / counters -------------------------------------------------

export type PlantKind = "fiddle" | "olive" | "monstera" | "snake" | "palm" | "fern" | "bird";

export function plant(s: Scene, x: number, y: number, z: number, kind: PlantKind, h: number, pot: string, rng: Rng): void {
  const k = s.k(z);
  const [px, py] = s.p([x, y, z]);
  const potH = Math.min(0.45, h * 0.22) * k;
  const potW = Math.min(0.5, h * 0.2) * k;
  // shadow
  s.blurEllipse(px, py, potW * 0.9, potW * 0.18, "#1a120c", 0.3, Math.max(1, potW * 0.12));
  // pot
  const top = py - potH;
  s.path(`M${n1(px - potW / 2)} ${n1(top)}L${n1(px + potW / 2)} ${n1(top)}L${n1(px + potW * 0.38)} ${n1(py)}L${n1(px - potW * 0.38)} ${n1(py)}Z`, s.lin(px - potW / 2, 0, px + potW / 2, 0, [
    [0, shade(pot, 0.08)],
    [0.6, pot],
    [1, shade(pot, -0.18)],
  ]));
  s.ellipse(px, top, potW / 2, potW * 0.08, shade(pot, -0.35));
  const greens = kind === "olive" ? ["#8a9a7a", "#9aab8c", "#76896a", "#a7b59a"] : ["#3f5e3a", "#4f6f45", "#5f804f", "#36502f", "#6b8a57"];
  const crownY = top - (h * k - potH);
  const leaf = (cx: number, cy: number, len: number, wid: number, ang: number, c: string) => {
    const ca = Math.cos(ang);
    const sa = Math.sin(ang);
    const ex = cx + ca * len;
    const ey = cy + sa * len;
    const mx = cx + ca * len * 0.5;
    const my = cy + sa * len * 0.5;
    const nx = -sa * wid;
    const ny = ca * wid;
    return `<path d="M${n1(cx)} ${n1(cy)}Q${n1(mx + nx)} ${n1(my + ny)} ${n1(ex)} ${n1(ey)}Q${n1(mx - nx)} ${n1(my - ny)} ${n1(cx)} ${n1(cy)}Z" fill="${c}"/>`;
  };
  let out = "";
  if (kind === "snake") {
    for (let i = 0; i < 9; i++) {
      const bx = px + (rng.next() - 0.5) * potW * 0.6;
      const hh = (h * k - potH) * (0.55 + rng.next() * 0.45);
      const lean = (rng.next() - 0.5) * potW * 0.5;
      const w = potW * 0.11;
      out += `<path d="M${n1(bx - w)} ${n1(top)}Q${n1(bx - w + lean * 0.5)} ${n1(top - hh * 0.6)} ${n1(bx + lean)} ${n1(top - hh)}Q${n1(bx + w + lean * 0.5)} ${n1(top - hh * 0.6)} ${n1(bx + w)} ${n1(top)}Z" fill="${rng.pick(greens)}" stroke="#b8b070" stroke-width="${n1(Math.max(0.4, w * 0.12))}" stroke-opacity="0.6"/>`;
    }
    s.add(out);
    return;
  }
  if (kind === "palm" || kind === "fern") {
    const n = kind === "palm" ? 9 : 16;
    for (let i = 0; i < n; i++) {
      const ang = -Math.PI * (0.1 + 0.8 * rng.next());
      const len = (h * k - potH) * (kind === "palm" ? 0.75 + rng.next() * 0.35 : 0.5);
      const ex = px + Math.cos(ang) * len;
      const ey = top + Math.sin(ang) * len * 0.9;
      const cx = px + Math.cos(ang) * len * 0.35;
      const cy = top + Math.sin(ang) * len * 1.0 - len * 0.1;
      const c = rng.pick(greens);
      out += `<path d="M${n1(px)} ${n1(top)}Q${n1(cx)} ${n1(cy)} ${n1(ex)} ${n1(ey + len * 0.25)}" fill="none" stroke="${shade(c, -0.2)}" stroke-width="${n1(Math.max(0.5, k * 0.008))}"/>`;
      const leaves = kind === "palm" ? 9 : 11;
      for (let j = 1; j < leaves; j++) {
        const t = j / leaves;
        const qx = (1 - t) * (1 - t) * px + 2 * (1 - t) * t * cx + t * t * ex;
        const qy = (1 - t) * (1 - t) * top + 2 * (1 - t) * t * cy + t * t * (ey + len * 0.25);
        const ll = len * (kind === "palm" ? 0.28 : 0.14) * (1 - t * 0.5);
        out += leaf(qx, qy, ll, ll * 0.12, ang + 1.1 + rng.next() * 0.3, c);
        out += leaf(qx, qy, ll, ll * 0.12, ang - 1.1 - rng.next() * 0.3 + Math.PI * 0.25, shade(c, 0.06));
      }
    }
    s.add(out);
    return;
  }
  if (kind === "monstera" || kind === "bird") {
    const n = kind === "monstera" ? 9 : 9;
    const items: { ang: number; len: number; c: string }[] = [];
    for (let i = 0; i < n; i++) {
      const spread = kind === "bird" ? 0.45 : 0.7;
      items.push({ ang: -Math.PI / 2 + (rng.next() - 0.5) * Math.PI * spread, len: (h * k - potH) * (kind === "bird" ? 0.5 + rng.next() * 0.25 : 0.55 + rng.next() * 0.45), c: rng.pick(greens) });
    }
    items.sort((p, q) => q.len - p.len);
    for (const it of items) {
      const ex = px + Math.cos(it.ang) * it.len * 0.8;
      const ey = top + Math.sin(it.ang) * it.len;
      out += `<path d="M${n1(px)} ${n1(top)}L${n1(ex)} ${n1(ey)}" stroke="${shade(it.c, -0.15)}" stroke-width="${n1(Math.max(0.6, k * 0.012))}"/>`;
      const ll = it.len * (kind === "monstera" ? 0.42 : 0.62);
      const la = kind === "bird" ? it.ang * 0.6 - Math.PI * 0.2 + (rng.next() - 0.5) * 0.3 : it.ang + (rng.next() - 0.5);
      out += leaf(ex, ey, ll, ll * (kind === "monstera" ? 0.45 : 0.22), la, it.c);
      if (kind === "bird") {
        const ca = Math.cos(la);
        const sa = Math.sin(la);
        out += `<path d="M${n1(ex)} ${n1(ey)}L${n1(ex + ca * ll * 0.95)} ${n1(ey + sa * ll * 0.95)}" stroke="${shade(it.c, 0.2)}" stroke-width="${n1(Math.max(0.4, k * 0.004))}" opacity="0.7"/>`;
      }
    }
    s.add(out);
    return;
  }
  // trees: fiddle / olive
  const trunkTop = crownY + (h * k - potH) * 0.25;
  out += `<path d="M${n1(px)} ${n1(top)}Q${n1(px + potW * 0.2)} ${n1((top + trunkTop) / 2)} ${n1(px - potW * 0.05)} ${n1(trunkTop)}" fill="none" stroke="#6b5646" stroke-width="${n1(Math.max(0.8, k * 0.025))}"/>`;
  const n = kind === "olive" ? 140 : 34;
  const R = (h * k - potH) * (kind === "olive" ? 0.32 : 0.3);
  const cy0 = crownY + R * 0.9;
  if (kind === "olive") {
    for (let i = 0; i < 6; i++) {
      const t = rng.next() * Math.PI * 2;
      const rr = rng.next() * R * 0.55;
      out += `<ellipse cx="${n1(px + Math.cos(t) * rr)}" cy="${n1(cy0 + Math.sin(t) * rr * 0.8)}" rx="${n1(R * 0.5)}" ry="${n1(R * 0.4)}" fill="${shade(greens[2]!, -0.08)}" opacity="0.55"/>`;
    }
  }
  for (let i = 0; i < n; i++) {
    const t = rng.next() * Math.PI * 2;
    const rr = Math.sqrt(rng.next()) * R;
    const cx = px + Math.cos(t) * rr * 1.05;
    const cy = cy0 + Math.sin(t) * rr * 0.95;
    const len = kind === "olive" ? R * 0.2 : R * 0.32;
    const wid = kind === "olive" ? len * 0.26 : len * 0.38;
    const c = rng.pick(greens);
    const lightSide = Math.cos(t) > 0.2 ? shade(c, 0.08) : c;
    out += leaf(cx, cy, len, wid, rng.next() * Math.PI * 2, lightSide);
  }
  s.add(out);
}

// ---- lights ----------------------------------------------------------------------------------

export type PendantKind = "dome" | "globe" | "cylinder" | "cone" | "bell" | "drum" | "lantern";

export function pendant(s: Scene, x: number, yb: number, z: number, kind: PendantKind, m: MetalLike, size: number, ceil: number, shadeColor?: string): void {
  const k = s.k(z);
  const [cx, cy] = s.p([x, yb, z]);
  const [, ty] = s.p([x, ceil, z]);
  const w = size * k;
  const h = (kind === "globe" ? size : kind === "dome" ? size * 0.5 : kind === "cylinder" ? size * 1.1 : kind === "drum" ? size * 0.55 : size * 0.75) * k;
  // glow
  s.add(`<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(w * 2.2)}" ry="${n1(w * 1.8)}" fill="${s.rad(cx, cy, w * 2.2, [
    [0, "#fff2d6", 0.5],
    [0.4, "#ffe7bf", 0.16],
    [1, "#ffe7bf", 0],
  ])}"/>`);
  // cord + canopy
  s.line2([cx, ty], [cx, cy - h], m.lo, Math.max(0.6, 0.006 * k));
  s.ellipse(cx, ty + 0.01 * k, 0.06 * k, 0.012 * k, m.base);
  const col = shadeColor ?? m.base;
  const grad = (c: string) =>
    s.lin(cx - w / 2, 0, cx + w / 2, 0, [
      [0, shade(c, -0.1)],
      [0.3, shade(c, 0.25)],
      [0.55, c],
      [1, shade(c, -0.3)],
    ]);
  if (kind === "globe") {
    s.ellipse(cx, cy - h / 2, w / 2, h / 2, s.rad(cx - w * 0.1, cy - h * 0.55, w * 0.6, [
      [0, "#fffdf6"],
      [0.6, "#f6ead2"],
      [1, "#e3d2b4"],
    ]));
    s.rect2(cx - w * 0.08, cy - h - w * 0.06, w * 0.16, w * 0.08, m.base);
    return;
  }
  if (kind === "lantern") {
    s.rect2(cx - w / 2, cy - h, w, h, "#fff6e4", 'opacity="0.55"');
    s.add(`<rect x="${n1(cx - w / 2)}" y="${n1(cy - h)}" width="${n1(w)}" height="${n1(h)}" fill="none" stroke="${m.base}" stroke-width="${n1(Math.max(0.8, 0.008 * k))}"/>`);
    s.line2([cx, cy - h], [cx, cy], m.base, Math.max(0.6, 0.005 * k));
    s.rect2(cx - w * 0.55, cy - h - 0.02 * k, w * 1.1, 0.02 * k, m.base);
    s.ellipse(cx, cy - h * 0.45, w * 0.12, h * 0.2, "#fffaf0");
    return;
  }
  let d = "";
  if (kind === "dome") d = `M${n1(cx - w / 2)} ${n1(cy)}C${n1(cx - w / 2)} ${n1(cy - h * 1.1)} ${n1(cx + w / 2)} ${n1(cy - h * 1.1)} ${n1(cx + w / 2)} ${n1(cy)}Z`;
  else if (kind === "cylinder" || kind === "drum") d = `M${n1(cx - w / 2)} ${n1(cy)}L${n1(cx - w / 2)} ${n1(cy - h)}L${n1(cx + w / 2)} ${n1(cy - h)}L${n1(cx + w / 2)} ${n1(cy)}Z`;
  else if (kind === "cone") d = `M${n1(cx - w / 2)} ${n1(cy)}L${n1(cx - w * 0.08)} ${n1(cy - h)}L${n1(cx + w * 0.08)} ${n1(cy - h)}L${n1(cx + w / 2)} ${n1(cy)}Z`;
  else d = `M${n1(cx - w / 2)} ${n1(cy)}C${n1(cx - w * 0.45)} ${n1(cy - h * 0.5)} ${n1(cx - w * 0.2)} ${n1(cy - h * 0.6)} ${n1(cx - w * 0.15)} ${n1(cy - h)}L${n1(cx + w * 0.15)} ${n1(cy - h)}C${n1(cx + w * 0.2)} ${n1(cy - h * 0.6)} ${n1(cx + w * 0.45)} ${n1(cy - h * 0.5)} ${n1(cx + w / 2)} ${n1(cy)}Z`;
  s.path(d, grad(col));
  // lit rim + opening
  const rimRy = Math.max(0.8, w * 0.09);
  s.ellipse(cx, cy, w / 2, rimRy, kind === "drum" ? "#fbf1dc" : shade(col, -0.3));
  s.ellipse(cx, cy + rimRy * 0.15, w * 0.42, rimRy * 0.75, "#fff6e2");
  if (kind === "drum") s.rect2(cx - w / 2, cy - h, w, h, "#fff6e4", 'opacity="0.35"');
}

export function sconce(s: Scene, F: Face, a: number, b: number, kind: "globe" | "cylinder" | "cone" | "arm", m: MetalLike, glowWall = true): void {
  const P = fpt(F, a, b);
  const k = s.k(P[2]);
  const [cx, cy] = s.p(P);
  if (glowWall)
    s.add(`<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(0.35 * k)}" ry="${n1(0.55 * k)}" fill="${s.rad(cx, cy, 0.55 * k, [
      [0, "#fff0cf", 0.55],
      [0.5, "#ffe9c2", 0.15],
      [1, "#ffe9c2", 0],
    ], 1)}"/>`);
  s.froundrect(F, a - 0.035, b - 0.09, a + 0.035, b + 0.02, 0.01, m.base);
  s.fline(F, a - 0.03, b - 0.085, a - 0.03, b + 0.015, m.hi, 0.004, 'opacity="0.7"');
  const w = 0.12 * k;
  if (kind === "globe") {
    s.line2([cx, cy - 0.03 * k], [cx, cy - 0.1 * k], m.base, Math.max(0.8, 0.012 * k));
    s.ellipse(cx, cy - 0.16 * k, w / 2, w / 2, s.rad(cx - w * 0.1, cy - 0.18 * k, w * 0.6, [
      [0, "#fffdf6"],
      [0.7, "#f7ebd4"],
      [1, "#e6d6ba"],
    ]));
  } else if (kind === "cylinder") {
    s.rect2(cx - w * 0.32, cy - 0.26 * k, w * 0.64, 0.22 * k, s.lin(cx - w * 0.32, 0, cx + w * 0.32, 0, [
      [0, "#f3e6cf"],
      [0.4, "#fffaf0"],
      [1, "#e1cfb0"],
    ]));
    s.rect2(cx - w * 0.34, cy - 0.27 * k, w * 0.68, 0.015 * k, m.base);
    s.rect2(cx - w * 0.34, cy - 0.05 * k, w * 0.68, 0.015 * k, m.base);
  } else if (kind === "cone") {
    s.line2([cx, cy - 0.03 * k], [cx + 0.06 * k, cy - 0.12 * k], m.base, Math.max(0.8, 0.01 * k));
    s.path(`M${n1(cx + 0.06 * k - w * 0.45)} ${n1(cy - 0.08 * k)}L${n1(cx + 0.06 * k - w * 0.12)} ${n1(cy - 0.2 * k)}L${n1(cx + 0.06 * k + w * 0.12)} ${n1(cy - 0.2 * k)}L${n1(cx + 0.06 * k + w * 0.45)} ${n1(cy - 0.08 * k)}Z`, m.base);
    s.ellipse(cx + 0.06 * k, cy - 0.08 * k, w * 0.45, w * 0.07, "#fff3da");
  } else {
    s.line2([cx, cy - 0.04 * k], [cx, cy - 0.16 * k], m.base, Math.max(0.8, 0.012 * k));
    s.path(`M${n1(cx - w * 0.45)} ${n1(cy - 0.12 * k)}L${n1(cx - w * 0.3)} ${n1(cy - 0.3 * k)}L${n1(cx + w * 0.3)} ${n1(cy - 0.3 * k)}L${n1(cx + w * 0.45)} ${n1(cy - 0.12 * k)}Z`, "#f6ecd9");
  }
}

// ---- stools, art -----------------------------------------------------------------------------

export type StoolKind = "wood" | "metal" | "back" | "round";

export function stool(s: Scene, x: number, z: number, kind: StoolKind, seat: string, frame: string, seatH = 0.66): void {
  s.at(z);
  const w = 0.4;
  const d = 0.38;
  s.contact(x - w / 2, x + w / 2, z, z + d, 0, 0.05, 0.22);
  const legW = kind === "metal" ? 0.018 : 0.028;
  const inset = 0.03;
  const legs: [number, number][] = [
    [x - w / 2 + inset, z + d - inset - legW],
    [x + w / 2 - inset - legW, z + d - inset - legW],
    [x - w / 2 + inset, z + inset],
    [x + w / 2 - inset - legW, z + inset],
  ];
  for (const [lx, lz] of legs) s.box({ x0: lx, x1: lx + legW, y0: 0, y1: seatH - 0.03, z0: lz, z1: lz + legW }, { c: frame });
  // footrest
  s.box({ x0: x - w / 2 + inset, x1: x + w / 2 - inset, y0: 0.24, y1: 0.255, z0: z + inset, z1: z + inset + legW * 0.7 }, { c: shade(frame, 0.05) });
  if (kind === "round") {
    const [cx, cy] = s.p([x, seatH, z + d / 2]);
    const k = s.k(z + d / 2);
    const [, cy2] = s.p([x, seatH, z]);
    const ry = Math.max(2, Math.abs(cy2 - cy));
    s.ellipse(cx, cy + 0.035 * k, (w / 2) * k, ry, shade(seat, -0.25));
    s.rect2(cx - (w / 2) * k, cy, w * k, 0.035 * k, shade(seat, -0.12));
    s.ellipse(cx, cy, (w / 2) * k, ry, seat);
  } else {
    s.box({ x0: x - w / 2, x1: x + w / 2, y0: seatH - 0.035, y1: seatH, z0: z, z1: z + d }, { c: shade(seat, -0.1), top: shade(seat, 0.04), round: 0.012 });
    if (kind === "metal") s.box({ x0: x - w / 2 + 0.01, x1: x + w / 2 - 0.01, y0: seatH, y1: seatH + 0.03, z0: z + 0.01, z1: z + d - 0.01 }, { c: shade(seat, -0.02), top: shade(seat, 0.1), round: 0.015 });
  }
  if (kind === "back" || kind === "metal") {
    for (const px of [x - w / 2 + inset, x + w / 2 - inset - legW]) s.box({ x0: px, x1: px + legW, y0: seatH, y1: seatH + 0.22, z0: z + inset, z1: z + inset + legW }, { c: frame });
    s.box({ x0: x - w / 2 + 0.01, x1: x + w / 2 - 0.01, y0: seatH + 0.12, y1: seatH + 0.25, z0: z + 0.005, z1: z + 0.035 }, { c: shade(seat, -0.04), top: shade(seat, 0.06), round: 0.02 });
  }
}

/** Abstract framed art on a wall face. */
export function art(s: Scene, F: Face, a0: number, b0: number, a1: number, b1: number, palette: string[], rng: Rng, frame = "#2b2420"): void {
  s.frect(F, a0 + 0.01, b0 - 0.015, a1 + 0.015, b1 - 0.01, "#1a120c", 'opacity="0.18"');
  s.frect(F, a0, b0, a1, b1, frame);
  const m = 0.02;
  const mat = 0.06;
  s.frect(F, a0 + m, b0 + m, a1 - m, b1 - m, "#f5f1ea");
  const x0 = a0 + m + mat;
  const x1 = a1 - m - mat;
  const y0 = b0 + m + mat;
  const y1 = b1 - m - mat;
  s.frect(F, x0, y0, x1, y1, mix(palette[0] ?? "#ddd", "#f5f1ea", 0.55));
  const style = rng.int(0, 2);
  if (style === 0) {
    // soft landscape bands
    let y = y0;
    for (let i = 0; i < 4; i++) {
      const yy = y + (y1 - y0) * (0.15 + rng.next() * 0.25);
      s.fpoly(F, [
        [x0, y],
        [x1, y],
        [x1, Math.min(y1, yy + (rng.next() - 0.5) * 0.05)],
        [x0, Math.min(y1, yy)],
      ], mix(rng.pick(palette), "#f5f1ea", 0.2 + i * 0.12));
      y = Math.min(y1, yy);
    }
  } else if (style === 1) {
    for (let i = 0; i < 3; i++) {
      const cx = x0 + (x1 - x0) * (0.25 + rng.next() * 0.5);
      const cy = y0 + (y1 - y0) * (0.25 + rng.next() * 0.5);
      const r = Math.min(x1 - x0, y1 - y0) * (0.15 + rng.next() * 0.2);
      s.fcircle(F, cx, cy, r, mix(rng.pick(palette), "#f5f1ea", 0.15), 'opacity="0.9"');
    }
  } else {
    const n = 3 + rng.int(0, 2);
    for (let i = 0; i < n; i++) {
      const ax = x0 + (x1 - x0) * rng.next() * 0.7;
      const ay = y0 + (y1 - y0) * rng.next() * 0.7;
      s.frect(F, ax, ay, Math.min(x1, ax + (x1 - x0) * (0.2 + rng.next() * 0.4)), Math.min(y1, ay + (y1 - y0) * (0.15 + rng.next() * 0.4)), mix(rng.pick(palette), "#f5f1ea", 0.1), 'opacity="0.85"');
    }
  }
}

/** A bowl of lemons / oranges or a vase with branches standing on a horizontal surface. */
export function counterDecor(s: Scene, x: number, y: number, z: number, kind: "fruit" | "branches" | "boards" | "canisters" | "books" | "tray", rng: Rng, color?: string): void {
  const F: Face = { o: [0, 0, z], u: [1, 0, 0], v: [0, 1, 0] };
  if (kind === "fruit") {
    const c = color ?? "#e8c547";
    profileObj(s, F, x, y, 0.09, "bowl", "#6f7d70");
    for (let i = 0; i < 5; i++) {
      const fx = x + (i - 2) * 0.04 + (rng.next() - 0.5) * 0.01;
      const fy = y + 0.085 + (i % 2) * 0.03;
      s.fcircle(F, fx, fy, 0.034, vary(c, 0.08, () => rng.next()));
      s.fcircle(F, fx - 0.01, fy + 0.012, 0.01, "#ffffff", 'opacity="0.35"');
    }
  } else if (kind === "branches") {
    const vc = color ?? "#e8e1d4";
    profileObj(s, F, x, y, 0.28, "vase", vc);
    const top = y + 0.27;
    for (let i = 0; i < 6; i++) {
      const ang = Math.PI / 2 + (rng.next() - 0.5) * 1.3;
      const len = 0.35 + rng.next() * 0.35;
      const ex = x + Math.cos(ang) * len;
      const ey = top + Math.sin(ang) * len;
      s.fline(F, x, top, ex, ey, "#6b5a48", 0.005);
      for (let j = 0; j < 7; j++) {
        const t = 0.3 + (j / 7) * 0.7;
        const lx = x + (ex - x) * t;
        const ly = top + (ey - top) * t;
        s.fcircle(F, lx + (rng.next() - 0.5) * 0.05, ly + (rng.next() - 0.5) * 0.03, 0.016, rng.pick(["#7d9469", "#93a77c", "#6a8257"]), "", 0.009);
      }
    }
  } else if (kind === "boards") {
    const woods = ["#a87b4f", "#c49a6c", "#7a5538"];
    for (let i = 0; i < 3; i++) {
      const w = 0.3 - i * 0.05;
      const h = 0.42 - i * 0.07;
      const a = x + i * 0.07;
      const c = woods[i % 3]!;
      s.froundrect(F, a, y, a + w, y + h, 0.04, c);
      s.fcircle(F, a + w / 2, y + h - 0.05, 0.014, shade(c, -0.5));
      s.fline(F, a + 0.01, y + 0.02, a + 0.01, y + h - 0.03, shade(c, 0.25), 0.004, 'opacity="0.6"');
    }
  } else if (kind === "canisters") {
    const cs = ["#efe9df", "#e2d8c8", "#d9d3c8"];
    for (let i = 0; i < 3; i++) profileObj(s, F, x + i * 0.13, y, 0.22 - i * 0.04, "jar", cs[i]!);
  } else if (kind === "books") {
    const cs = ["#d9cfbf", "#8a9a8b", "#c4a98a", "#40505c"];
    for (let i = 0; i < 4; i++) s.frect(F, x - 0.14 + i * 0.006, y + i * 0.035, x + 0.14 - i * 0.01, y + (i + 1) * 0.035 - 0.003, cs[i]!);
  } else if (kind === "tray") {
    s.frect(F, x - 0.2, y, x + 0.2, y + 0.025, color ?? "#7a5a3c");
    profileObj(s, F, x - 0.1, y + 0.025, 0.16, "bottle", "#d9d1c4");
    profileObj(s, F, x + 0.05, y + 0.025, 0.1, "cup", "#f1ede6");
  }
}
