/**
 * Splitting an image's rows into bands for the worker threads (the strokes renderer's and the
 * filters' runners), and the arrays the bands share. A kernel computes each pixel the same way
 * whatever band it is in, so how the rows are split never changes the output.
 */

/** Rows [y0, y1) of band `i` of `n` equal bands of [0, total). */
export function bandRows(total: number, n: number, i: number): [number, number] {
  return [Math.floor((total * i) / n), Math.floor((total * (i + 1)) / n)]
}

/** `n` zeroed floats, in a SharedArrayBuffer when worker threads will use them. */
export function allocFloats(n: number, shared: boolean): Float32Array {
  return shared ? new Float32Array(new SharedArrayBuffer(n * 4)) : new Float32Array(n)
}

/** The array itself when it is shared already, else a shared copy. */
export function toShared(a: Float32Array): Float32Array {
  if (a.buffer instanceof SharedArrayBuffer) return a
  const s = allocFloats(a.length, true)
  s.set(a)
  return s
}
