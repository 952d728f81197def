// Colour helpers: everything is a #rrggbb string so it drops straight into SVG.

export type Rgb = [number, number, number];

export function rgb(hex: string): Rgb {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? h.split("").map((c) => c + c).join("") : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function hex(c: Rgb): string {
  const to = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0");
  return `#${to(c[0])}${to(c[1])}${to(c[2])}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const LIGHT = "#fffaf2";
const DARK = "#17120e";

/** t > 0 lightens toward a warm white, t < 0 darkens toward a warm near-black. */
export function shade(c: string, t: number): string {
  if (t === 0) return c;
  return t > 0 ? mix(c, LIGHT, Math.min(1, t)) : mix(c, DARK, Math.min(1, -t));
}

/** Multiply-style darkening that keeps saturation (used for shadows on coloured surfaces). */
export function deepen(c: string, t: number): string {
  const [r, g, b] = rgb(c);
  const k = 1 - t;
  return hex([r * k, g * k, b * k]);
}

export function lum(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Small random variation of a colour, for tiles, planks and book spines. */
export function vary(c: string, amount: number, r: () => number): string {
  const [x, y, z] = rgb(c);
  const k = 1 + (r() * 2 - 1) * amount;
  const w = (r() * 2 - 1) * amount * 0.35;
  return hex([x * k * (1 + w), y * k, z * k * (1 - w)]);
}
