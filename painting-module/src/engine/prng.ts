/** Deterministic pseudo-random numbers. No Math.random anywhere in the engine. */

/** 32-bit integer hash of up to four integers (murmur3-style finaliser chain). */
export function hash32(a: number, b = 0, c = 0, d = 0): number {
  let h = (a ^ 0x9e3779b9) >>> 0
  h = mix(h ^ mix(b + 0x7f4a7c15))
  h = mix(h ^ mix(c + 0x85ebca6b))
  h = mix(h ^ mix(d + 0xc2b2ae35))
  return h >>> 0
}

function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d)
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b)
  return (x ^ (x >>> 16)) >>> 0
}

/** Uniform in [0, 1) from a hash of the arguments. */
export function hashUnit(a: number, b = 0, c = 0, d = 0): number {
  return hash32(a, b, c, d) / 4294967296
}

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
