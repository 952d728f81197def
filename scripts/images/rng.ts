// Small deterministic PRNG (mulberry32) with a few helpers. Every picture gets its own seed so
// regenerating one image never changes another.

export interface Rng {
  next(): number;
  range(a: number, b: number): number;
  int(a: number, b: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  jit(v: number, amount: number): number;
  fork(salt: number | string): Rng;
}

export function hashString(text: string): number {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

export function makeRng(seed: number | string): Rng {
  let state = (typeof seed === "string" ? hashString(seed) : seed >>> 0) || 0x9e3779b9;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length) % list.length]!,
    chance: (p) => next() < p,
    jit: (v, amount) => v + (next() * 2 - 1) * amount,
    fork: (salt) => makeRng((state ^ (typeof salt === "string" ? hashString(salt) : Math.imul(salt + 1, 2654435761))) >>> 0),
  };
  return rng;
}
