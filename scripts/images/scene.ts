// A tiny one-point-perspective "camera" that turns 3D boxes and planes into SVG.
//
// World: x to the right, y up (floor at 0), z away from the camera (which sits at z = 0 looking
// down +z). Verticals stay vertical (shifted lens, like architectural photography); the vanishing
// point is placed anywhere in the frame with vpX / vpY.

import { shade } from "./color.ts";

export type V3 = [number, number, number];
export type P = [number, number];
export type Stop = [number, string, number?];

export interface CamSpec {
  x: number;
  y: number;
  /** horizontal field of view in degrees */
  fov: number;
  /** vanishing point as fractions of the frame */
  vpX: number;
  vpY: number;
}

/** A plane patch: point = o + u * a + v * b (u, v unit axis vectors). */
export interface Face {
  o: V3;
  u: V3;
  v: V3;
}

export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

export interface BoxStyle {
  c: string;
  top?: string;
  bottom?: string;
  left?: string;
  right?: string;
  /** vertical gradient strength on the front face (0 = flat) */
  grad?: number;
  /** thin catch-light along the top front edge */
  hl?: boolean;
  /** draw a rounded front face (radius in metres) */
  round?: number;
}

export interface BoxFaces {
  front: Face;
  left: Face | null;
  right: Face | null;
  top: Face | null;
  bottom: Face | null;
}

export const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

export const faceFront = (z: number): Face => ({ o: [0, 0, z], u: [1, 0, 0], v: [0, 1, 0] });
export const faceSide = (x: number): Face => ({ o: [x, 0, 0], u: [0, 0, 1], v: [0, 1, 0] });
export const faceFlat = (y: number): Face => ({ o: [0, y, 0], u: [1, 0, 0], v: [0, 0, 1] });

export function fpt(F: Face, a: number, b: number): V3 {
  return [F.o[0] + F.u[0] * a + F.v[0] * b, F.o[1] + F.u[1] * a + F.v[1] * b, F.o[2] + F.u[2] * a + F.v[2] * b];
}

export class Scene {
  readonly w: number;
  readonly h: number;
  readonly cam: CamSpec;
  readonly f: number;
  readonly ox: number;
  readonly oy: number;
  /** -1 = light from the left, 1 = light from the right */
  light = 0.4;
  /** depth-of-field: items with painter key >= key are blurred together */
  dof: { key: number; sd: number } | null = null;
  private defs: string[] = [];
  private items: { k: number; i: number; s: string }[] = [];
  private key = 1e9;
  private seq = 0;
  private ids = 0;
  private sink: string[] | null = null;

  constructor(w: number, h: number, cam: CamSpec) {
    this.w = w;
    this.h = h;
    this.cam = cam;
    this.f = w / 2 / Math.tan((cam.fov * Math.PI) / 360);
    this.ox = w * cam.vpX;
    this.oy = h * cam.vpY;
  }

  /** Painter's key: larger keys are drawn first (far things). Items with equal keys keep their order. */
  at(k: number): this {
    this.key = k;
    return this;
  }

  add(s: string): void {
    if (this.sink) this.sink.push(s);
    else this.items.push({ k: this.key, i: this.seq++, s });
  }

  /** Runs fn and returns what it drew instead of adding it (for clip groups). */
  capture(fn: () => void): string {
    const prev = this.sink;
    const buf: string[] = [];
    this.sink = buf;
    try {
      fn();
    } finally {
      this.sink = prev;
    }
    return buf.join("");
  }

  def(s: string): void {
    this.defs.push(s);
  }

  uid(prefix: string): string {
    return `${prefix}${(this.ids++).toString(36)}`;
  }

  p(v: V3): P {
    const z = Math.max(v[2], 0.02);
    return [this.ox + (this.f * (v[0] - this.cam.x)) / z, this.oy - (this.f * (v[1] - this.cam.y)) / z];
  }

  /** pixels per metre at depth z */
  k(z: number): number {
    return this.f / Math.max(z, 0.02);
  }

  pts(ps: P[]): string {
    return ps.map((q) => `${n1(q[0])},${n1(q[1])}`).join(" ");
  }

  poly(vs: V3[], fill: string, extra = ""): void {
    this.poly2(vs.map((v) => this.p(v)), fill, extra);
  }

  poly2(ps: P[], fill: string, extra = ""): void {
    this.add(`<polygon points="${this.pts(ps)}" fill="${fill}"${extra ? " " + extra : ""}/>`);
  }

  line2(a: P, b: P, stroke: string, width: number, extra = ""): void {
    this.add(
      `<line x1="${n1(a[0])}" y1="${n1(a[1])}" x2="${n1(b[0])}" y2="${n1(b[1])}" stroke="${stroke}" stroke-width="${Math.round(Math.max(0.3, width) * 100) / 100}"${extra ? " " + extra : ""}/>`,
    );
  }

  line3(a: V3, b: V3, stroke: string, widthM: number, extra = ""): void {
    const z = (a[2] + b[2]) / 2;
    this.line2(this.p(a), this.p(b), stroke, Math.max(0.6, widthM * this.k(z)), extra);
  }

  path(d: string, fill: string, extra = ""): void {
    this.add(`<path d="${d}" fill="${fill}"${extra ? " " + extra : ""}/>`);
  }

  polyline(ps: P[], stroke: string, width: number, extra = ""): void {
    this.add(
      `<polyline points="${this.pts(ps)}" fill="none" stroke="${stroke}" stroke-width="${Math.round(width * 100) / 100}" stroke-linecap="round" stroke-linejoin="round"${extra ? " " + extra : ""}/>`,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): void {
    this.add(`<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(Math.max(0.2, rx))}" ry="${n1(Math.max(0.2, ry))}" fill="${fill}"${extra ? " " + extra : ""}/>`);
  }

  rect2(x: number, y: number, w: number, h: number, fill: string, extra = ""): void {
    this.add(`<rect x="${n1(x)}" y="${n1(y)}" width="${n1(Math.max(0.1, w))}" height="${n1(Math.max(0.1, h))}" fill="${fill}"${extra ? " " + extra : ""}/>`);
  }

  /** Linear gradient in user space; returns a fill reference. */
  lin(x1: number, y1: number, x2: number, y2: number, stops: Stop[]): string {
    const id = this.uid("g");
    const st = stops
      .map(([o, c, a]) => `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${Math.round(a * 1000) / 1000}"`}/>`)
      .join("");
    this.def(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}">${st}</linearGradient>`);
    return `url(#${id})`;
  }

  rad(cx: number, cy: number, r: number, stops: Stop[], sy = 1): string {
    const id = this.uid("r");
    const st = stops
      .map(([o, c, a]) => `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${Math.round(a * 1000) / 1000}"`}/>`)
      .join("");
    const tf = sy !== 1 ? ` gradientTransform="translate(${n1(cx)} ${n1(cy)}) scale(1 ${Math.round(sy * 1000) / 1000}) translate(${n1(-cx)} ${n1(-cy)})"` : "";
    this.def(`<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(Math.max(0.5, r))}"${tf}>${st}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Wraps svg in a Gaussian blur whose filter region is the given bbox grown by 3 sd. */
  soft(svg: string, bb: [number, number, number, number], sd: number): string {
    if (sd < 0.25) return svg;
    const id = this.uid("f");
    const m = sd * 3 + 2;
    this.def(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n1(bb[0] - m)}" y="${n1(bb[1] - m)}" width="${n1(bb[2] - bb[0] + 2 * m)}" height="${n1(bb[3] - bb[1] + 2 * m)}" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${n1(sd)}"/></filter>`,
    );
    return `<g filter="url(#${id})">${svg}</g>`;
  }

  /** Soft (blurred) polygon, for shadows and glows. */
  blurPoly(ps: P[], fill: string, opacity: number, sd: number): void {
    const bb = bbox(ps);
    this.add(this.soft(`<polygon points="${this.pts(ps)}" fill="${fill}" opacity="${Math.round(opacity * 1000) / 1000}"/>`, bb, sd));
  }

  blurEllipse(cx: number, cy: number, rx: number, ry: number, fill: string, opacity: number, sd: number): void {
    this.add(
      this.soft(
        `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(Math.max(0.5, rx))}" ry="${n1(Math.max(0.5, ry))}" fill="${fill}" opacity="${Math.round(opacity * 1000) / 1000}"/>`,
        [cx - rx, cy - ry, cx + rx, cy + ry],
        sd,
      ),
    );
  }

  clip(ps: P[]): string {
    const id = this.uid("c");
    this.def(`<clipPath id="${id}"><polygon points="${this.pts(ps)}"/></clipPath>`);
    return `url(#${id})`;
  }

  clipShapes(svgShapes: string): string {
    const id = this.uid("c");
    this.def(`<clipPath id="${id}">${svgShapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** Draw fn's output clipped to a polygon. */
  clipped(ps: P[], fn: () => void): void {
    const url = this.clip(ps);
    const inner = this.capture(fn);
    this.add(`<g clip-path="${url}">${inner}</g>`);
  }

  // ---- faces -------------------------------------------------------------------------------

  fp(F: Face, a: number, b: number): P {
    return this.p(fpt(F, a, b));
  }

  fquad(F: Face, a0: number, b0: number, a1: number, b1: number): P[] {
    return [this.fp(F, a0, b0), this.fp(F, a1, b0), this.fp(F, a1, b1), this.fp(F, a0, b1)];
  }

  frect(F: Face, a0: number, b0: number, a1: number, b1: number, fill: string, extra = ""): void {
    this.poly2(this.fquad(F, a0, b0, a1, b1), fill, extra);
  }

  fpoly(F: Face, ab: [number, number][], fill: string, extra = ""): void {
    this.poly2(
      ab.map(([a, b]) => this.fp(F, a, b)),
      fill,
      extra,
    );
  }

  /** A line on a face; width in metres (scaled by depth). */
  fline(F: Face, a0: number, b0: number, a1: number, b1: number, stroke: string, widthM: number, extra = ""): void {
    this.line3(fpt(F, a0, b0), fpt(F, a1, b1), stroke, widthM, extra);
  }

  /** An ellipse (e.g. a knob) on a face, sampled as a polygon so perspective is right. */
  fcircle(F: Face, a: number, b: number, r: number, fill: string, extra = "", rb = r): void {
    const ab: [number, number][] = [];
    for (let i = 0; i < 14; i++) {
      const t = (i / 14) * Math.PI * 2;
      ab.push([a + Math.cos(t) * r, b + Math.sin(t) * rb]);
    }
    this.fpoly(F, ab, fill, extra);
  }

  /** Rounded rectangle on a face (sampled corners). */
  froundrect(F: Face, a0: number, b0: number, a1: number, b1: number, r: number, fill: string, extra = ""): void {
    this.fpoly(F, roundRectPts(a0, b0, a1, b1, r), fill, extra);
  }

  // ---- boxes -------------------------------------------------------------------------------

  box(b: Box, st: BoxStyle): BoxFaces {
    const { x0, x1, y0, y1, z0, z1 } = b;
    const c = st.c;
    const cam = this.cam;
    const out: BoxFaces = {
      front: { o: [x0, y0, z0], u: [1, 0, 0], v: [0, 1, 0] },
      left: null,
      right: null,
      top: null,
      bottom: null,
    };
    if (cam.x < x0) {
      out.left = { o: [x0, y0, z0], u: [0, 0, 1], v: [0, 1, 0] };
      this.poly(
        [
          [x0, y0, z0],
          [x0, y0, z1],
          [x0, y1, z1],
          [x0, y1, z0],
        ],
        st.left ?? shade(c, -0.07 - 0.06 * this.light),
      );
    }
    if (cam.x > x1) {
      out.right = { o: [x1, y0, z0], u: [0, 0, 1], v: [0, 1, 0] };
      this.poly(
        [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
        st.right ?? shade(c, -0.07 + 0.06 * this.light),
      );
    }
    if (cam.y > y1) {
      out.top = { o: [x0, y1, z0], u: [1, 0, 0], v: [0, 0, 1] };
      this.poly(
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        st.top ?? shade(c, 0.07),
      );
    }
    if (cam.y < y0) {
      out.bottom = { o: [x0, y0, z0], u: [1, 0, 0], v: [0, 0, 1] };
      this.poly(
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        st.bottom ?? shade(c, -0.22),
      );
    }
    const a = this.p([x0, y1, z0]);
    const bb = this.p([x1, y0, z0]);
    let fill = c;
    if (st.grad) fill = this.lin(0, a[1], 0, bb[1], [
      [0, shade(c, st.grad * 0.5)],
      [1, shade(c, -st.grad * 0.5)],
    ]);
    if (st.round) {
      const r = Math.min(st.round * this.k(z0), (bb[0] - a[0]) / 2, (bb[1] - a[1]) / 2);
      this.add(`<rect x="${n1(a[0])}" y="${n1(a[1])}" width="${n1(bb[0] - a[0])}" height="${n1(bb[1] - a[1])}" rx="${n1(r)}" fill="${fill}"/>`);
    } else {
      this.rect2(a[0], a[1], bb[0] - a[0], bb[1] - a[1], fill);
    }
    if (st.hl) this.line2([a[0] + 0.5, a[1] + 0.5], [bb[0] - 0.5, a[1] + 0.5], shade(c, 0.35), 1, 'opacity="0.8"');
    return out;
  }

  /** Soft contact shadow under a footprint on the floor (or any horizontal plane y). */
  contact(x0: number, x1: number, z0: number, z1: number, y = 0, spread = 0.06, opacity = 0.28): void {
    const ps: P[] = [
      this.p([x0 - spread, y, z0 - spread]),
      this.p([x1 + spread, y, z0 - spread]),
      this.p([x1 + spread, y, z1 + spread]),
      this.p([x0 - spread, y, z1 + spread]),
    ];
    this.blurPoly(ps, "#1a120c", opacity, Math.max(1, spread * this.k((z0 + z1) / 2) * 0.6));
  }

  svg(): string {
    const sorted = [...this.items].sort((p, q) => q.k - p.k || p.i - q.i);
    let body = sorted.map((it) => it.s);
    if (this.dof) {
      const d = this.dof;
      const far = sorted.filter((it) => it.k >= d.key).map((it) => it.s);
      const near = sorted.filter((it) => it.k < d.key).map((it) => it.s);
      this.def(`<filter id="dof" filterUnits="userSpaceOnUse" x="-20" y="-20" width="${this.w + 40}" height="${this.h + 40}" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${d.sd}"/></filter>`);
      body = [`<g filter="url(#dof)">${far.join("")}</g>`, ...near];
    }
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${body.join("")}</svg>`;
  }
}

export function bbox(ps: P[]): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of ps) {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  return [x0, y0, x1, y1];
}

export function roundRectPts(a0: number, b0: number, a1: number, b1: number, r: number): [number, number][] {
  const rr = Math.max(0, Math.min(r, (a1 - a0) / 2, (b1 - b0) / 2));
  const out: [number, number][] = [];
  const corner = (ca: number, cb: number, start: number) => {
    for (let i = 0; i <= 4; i++) {
      const t = start + (i / 4) * (Math.PI / 2);
      out.push([ca + Math.cos(t) * rr, cb + Math.sin(t) * rr]);
    }
  };
  corner(a1 - rr, b1 - rr, 0);
  corner(a0 + rr, b1 - rr, Math.PI / 2);
  corner(a0 + rr, b0 + rr, Math.PI);
  corner(a1 - rr, b0 + rr, (3 * Math.PI) / 2);
  return out;
}

export function convexHull(pts: P[]): P[] {
  const p = [...pts].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: P[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop();
    upper.push(q);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

/** Projected horizontal ellipse (circle of radius rx/rz in plan) at height y. */
export function ellipse3(s: Scene, cx: number, y: number, cz: number, rx: number, rz: number, n = 36): P[] {
  const out: P[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2;
    out.push(s.p([cx + Math.cos(t) * rx, y, cz + Math.sin(t) * rz]));
  }
  return out;
}

/** A vertical cylinder / drum, shaded left to right, with its top face. */
export function cylinder(s: Scene, cx: number, cz: number, r: number, y0: number, y1: number, c: string, top?: string, r0 = r): void {
  const a = ellipse3(s, cx, y1, cz, r, r);
  const b = ellipse3(s, cx, y0, cz, r0, r0);
  const hull = convexHull([...a, ...b]);
  const xs = hull.map((q) => q[0]);
  s.poly2(hull, s.lin(Math.min(...xs), 0, Math.max(...xs), 0, [
    [0, shade(c, -0.12)],
    [0.35, shade(c, 0.05)],
    [1, shade(c, -0.22)],
  ]));
  if (s.cam.y > y1) s.poly2(a, top ?? shade(c, 0.06));
}
