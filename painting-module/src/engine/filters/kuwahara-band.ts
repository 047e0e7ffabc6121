/**
 * The anisotropic Kuwahara filter's per-pixel part (kuwahara.ts) as a banded kernel: the worker
 * threads run it through tasks.ts, so it lives apart from the filter's driver (which imports
 * the parallel runner) and the module graph stays one-way.
 */
export type KuwaharaTask = {
  kind: "kuwahara"
  width: number
  height: number
  src: Float32Array
  tensor: Float32Array
  dst: Float32Array
  radius: number
  q: number
  alpha: number
  y0: number
  y1: number
}

const N = 8
const ZETA = 0.33
const ETA = (ZETA + Math.cos(Math.PI / N)) / (Math.sin(Math.PI / N) * Math.sin(Math.PI / N))
const HALF_SQRT2 = Math.SQRT1_2

/** exp(-3.125 d) for d in [0, 1], tabulated. */
const EXP_TABLE = (() => {
  const t = new Float64Array(1025)
  for (let i = 0; i <= 1024; i++) t[i] = Math.exp((-3.125 * i) / 1024)
  return t
})()

/** Rows [y0, y1) of the filter; every pixel depends only on the inputs (band-independent). */
export function kuwaharaBand(t: KuwaharaTask): void {
  const { width: w, height: h, src, tensor, dst, radius, q, alpha, y0, y1 } = t
  const halfQ = q / 2
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < w; x++) {
      const ti = (y * w + x) * 3
      const E = tensor[ti]
      const F = tensor[ti + 1]
      const G = tensor[ti + 2]
      const disc = Math.sqrt((E - G) * (E - G) + 4 * F * F)
      const l1 = (E + G + disc) / 2
      const l2 = (E + G - disc) / 2
      let tx = l1 - E
      let ty = -F
      const tl = Math.sqrt(tx * tx + ty * ty)
      if (tl > 1e-12) {
        tx /= tl
        ty /= tl
      } else {
        tx = 0
        ty = 1
      }
      const A = l1 + l2 > 1e-12 ? (l1 - l2) / (l1 + l2) : 0
      // ellipse: major semi-axis a along the tangent t
      let ea = (alpha + A) / alpha
      let eb = alpha / (alpha + A)
      ea = radius * (ea < 0.1 ? 0.1 : ea > 2 ? 2 : ea)
      eb = radius * (eb < 0.1 ? 0.1 : eb > 2 ? 2 : eb)
      const cosP = tx
      const sinP = ty
      const maxY = Math.floor(Math.sqrt(ea * ea * sinP * sinP + eb * eb * cosP * cosP))
      // SR maps an offset into the unit disc
      const s00 = cosP / ea
      const s01 = sinP / ea
      const s10 = -sinP / eb
      const s11 = cosP / eb
      // per row j: the quadratic a i^2 + 2 b i + c <= 1 gives the exact x-range inside the ellipse
      const qa = s00 * s00 + s10 * s10
      let r0 = 0,
        g0 = 0,
        b0 = 0,
        w0 = 0,
        q0 = 0
      let r1 = 0,
        g1 = 0,
        b1 = 0,
        w1 = 0,
        q1 = 0
      let r2 = 0,
        g2 = 0,
        b2 = 0,
        w2 = 0,
        q2 = 0
      let r3 = 0,
        g3 = 0,
        b3 = 0,
        w3 = 0,
        q3 = 0
      let r4 = 0,
        g4 = 0,
        b4 = 0,
        w4 = 0,
        q4 = 0
      let r5 = 0,
        g5 = 0,
        b5 = 0,
        w5 = 0,
        q5 = 0
      let r6 = 0,
        g6 = 0,
        b6 = 0,
        w6 = 0,
        q6 = 0
      let r7 = 0,
        g7 = 0,
        b7 = 0,
        w7 = 0,
        q7 = 0
      // the centre pixel: every sector weighs it ZETA², normalised to 1/8 each
      {
        const ci = (y * w + x) * 3
        const r = src[ci]
        const g = src[ci + 1]
        const b = src[ci + 2]
        const c2 = r * r + g * g + b * b
        const t = 0.125
        r0 += r * t
        g0 += g * t
        b0 += b * t
        w0 += t
        q0 += c2 * t
        r1 += r * t
        g1 += g * t
        b1 += b * t
        w1 += t
        q1 += c2 * t
        r2 += r * t
        g2 += g * t
        b2 += b * t
        w2 += t
        q2 += c2 * t
        r3 += r * t
        g3 += g * t
        b3 += b * t
        w3 += t
        q3 += c2 * t
        r4 += r * t
        g4 += g * t
        b4 += b * t
        w4 += t
        q4 += c2 * t
        r5 += r * t
        g5 += g * t
        b5 += b * t
        w5 += t
        q5 += c2 * t
        r6 += r * t
        g6 += g * t
        b6 += b * t
        w6 += t
        q6 += c2 * t
        r7 += r * t
        g7 += g * t
        b7 += b * t
        w7 += t
        q7 += c2 * t
      }
      // the rest in point-symmetric pairs: at -v the sector weights are those at v with the
      // sectors turned by half a circle (z_k(-v) = z_{k+4}(v)), so each weight serves twice
      for (let j = 0; j <= maxY; j++) {
        const qb = s00 * s01 * j + s10 * s11 * j
        const qc = (s01 * s01 + s11 * s11) * j * j - 1
        const disc2 = qb * qb - qa * qc
        if (disc2 < 0) continue
        const sq = Math.sqrt(disc2)
        let iLo = Math.ceil((-qb - sq) / qa)
        const iHi = Math.floor((-qb + sq) / qa)
        if (j === 0 && iLo < 1) iLo = 1
        let yy = y + j
        if (yy >= h) yy = h - 1
        const row = yy * w
        let yq = y - j
        if (yq < 0) yq = 0
        const rowQ = yq * w
        for (let i = iLo; i <= iHi; i++) {
          const vx = s00 * i + s01 * j
          const vy = s10 * i + s11 * j
          const dd = vx * vx + vy * vy
          if (dd > 1) continue
          let xx = x + i
          if (xx < 0) xx = 0
          else if (xx >= w) xx = w - 1
          let xq = x - i
          if (xq < 0) xq = 0
          else if (xq >= w) xq = w - 1
          const si = (row + xx) * 3
          const r = src[si]
          const g = src[si + 1]
          const b = src[si + 2]
          const qi = (rowQ + xq) * 3
          const qr = src[qi]
          const qg = src[qi + 1]
          const qb2 = src[qi + 2]
          let vxx = ZETA - ETA * vx * vx
          let vyy = ZETA - ETA * vy * vy
          const z0 = vy + vxx
          const z2 = -vx + vyy
          const z4 = -vy + vxx
          const z6 = vx + vyy
          const ux = HALF_SQRT2 * (vx - vy)
          const uy = HALF_SQRT2 * (vx + vy)
          vxx = ZETA - ETA * ux * ux
          vyy = ZETA - ETA * uy * uy
          const z1 = uy + vxx
          const z3 = -ux + vyy
          const z5 = -uy + vxx
          const z7 = ux + vyy
          const sum =
            (z0 > 0 ? z0 * z0 : 0) +
            (z1 > 0 ? z1 * z1 : 0) +
            (z2 > 0 ? z2 * z2 : 0) +
            (z3 > 0 ? z3 * z3 : 0) +
            (z4 > 0 ? z4 * z4 : 0) +
            (z5 > 0 ? z5 * z5 : 0) +
            (z6 > 0 ? z6 * z6 : 0) +
            (z7 > 0 ? z7 * z7 : 0)
          if (sum <= 0) continue
          const gw = EXP_TABLE[(dd * 1024) | 0] / sum
          const c2 = r * r + g * g + b * b
          const qc2 = qr * qr + qg * qg + qb2 * qb2
          if (z0 > 0) {
            const t = z0 * z0 * gw
            r0 += r * t
            g0 += g * t
            b0 += b * t
            w0 += t
            q0 += c2 * t
            r4 += qr * t
            g4 += qg * t
            b4 += qb2 * t
            w4 += t
            q4 += qc2 * t
          }
          if (z1 > 0) {
            const t = z1 * z1 * gw
            r1 += r * t
            g1 += g * t
            b1 += b * t
            w1 += t
            q1 += c2 * t
            r5 += qr * t
            g5 += qg * t
            b5 += qb2 * t
            w5 += t
            q5 += qc2 * t
          }
          if (z2 > 0) {
            const t = z2 * z2 * gw
            r2 += r * t
            g2 += g * t
            b2 += b * t
            w2 += t
            q2 += c2 * t
            r6 += qr * t
            g6 += qg * t
            b6 += qb2 * t
            w6 += t
            q6 += qc2 * t
          }
          if (z3 > 0) {
            const t = z3 * z3 * gw
            r3 += r * t
            g3 += g * t
            b3 += b * t
            w3 += t
            q3 += c2 * t
            r7 += qr * t
            g7 += qg * t
            b7 += qb2 * t
            w7 += t
            q7 += qc2 * t
          }
          if (z4 > 0) {
            const t = z4 * z4 * gw
            r4 += r * t
            g4 += g * t
            b4 += b * t
            w4 += t
            q4 += c2 * t
            r0 += qr * t
            g0 += qg * t
            b0 += qb2 * t
            w0 += t
            q0 += qc2 * t
          }
          if (z5 > 0) {
            const t = z5 * z5 * gw
            r5 += r * t
            g5 += g * t
            b5 += b * t
            w5 += t
            q5 += c2 * t
            r1 += qr * t
            g1 += qg * t
            b1 += qb2 * t
            w1 += t
            q1 += qc2 * t
          }
          if (z6 > 0) {
            const t = z6 * z6 * gw
            r6 += r * t
            g6 += g * t
            b6 += b * t
            w6 += t
            q6 += c2 * t
            r2 += qr * t
            g2 += qg * t
            b2 += qb2 * t
            w2 += t
            q2 += qc2 * t
          }
          if (z7 > 0) {
            const t = z7 * z7 * gw
            r7 += r * t
            g7 += g * t
            b7 += b * t
            w7 += t
            q7 += c2 * t
            r3 += qr * t
            g3 += qg * t
            b3 += qb2 * t
            w3 += t
            q3 += qc2 * t
          }
        }
      }
      let or = 0
      let og = 0
      let ob = 0
      let ow = 0
      if (w0 > 0) {
        const mr = r0 / w0
        const mg = g0 / w0
        const mb = b0 / w0
        const v = Math.abs(q0 / w0 - (mr * mr + mg * mg + mb * mb)) * 255
        const wt = 1 / (1 + (halfQ === 4 ? v * v * v * v : Math.pow(v, halfQ)))
        or += mr * wt
        og += mg * wt
        ob += mb * wt
        ow += wt
      }
      if (w1 > 0) {
        const mr = r1 / w1
        const mg = g1 / w1
        const mb = b1 / w1
        const v = Math.abs(q1 / w1 - (mr * mr + mg * mg + mb * mb)) * 255
        const wt = 1 / (1 + (halfQ === 4 ? v * v * v * v : Math.pow(v, halfQ)))
        or += mr * wt
        og += mg * wt
        ob += mb * wt
        ow += wt
      }
      if (w2 > 0) {
        const mr = r2 / w2
        const mg = g2 / w2
        const mb = b2 / w2
        const v = Math.abs(q2 / w2 - (mr * mr + mg * mg + mb * mb)) * 255
        const wt = 1 / (1 + (halfQ === 4 ? v * v * v * v : Math.pow(v, halfQ)))
        or += mr * wt
        og += mg * wt
        ob += mb * wt
        ow += wt
      }
      if (w3 > 0) {
        const mr = r3 / w3
        const mg = g3 / w3
        const mb = b3 / w3
        const v = Math.abs(q3 / w3 - (mr * mr + mg * mg + mb * mb)) * 255
        const wt = 1 / (1 + (halfQ === 4 ? v * v * v * v : Math.pow(v, halfQ)))
        or += mr * wt
        og += mg * wt
        ob += mb * wt
        ow += wt
      }
      if (w4 > 0) {
        const mr = r4 / w4
        const mg = g4 / w4
        const mb = b4 / w4
        const v = Math.abs(q4 / w4 - (mr * mr + mg * mg + mb * mb)) * 255
        const wt = 1 / (1 + (halfQ === 4 ? v * v * v * v : Math.pow(v, halfQ)))
        or += mr * wt
        og += mg * wt
        ob += mb * wt
        ow += wt
      }
      if (w5 > 0) {
        const mr = r5 / w5
        const mg = g5 / w5
        const mb = b5 / w5
        const v = Math.abs(q5 / w5 - (mr * mr + mg * mg + mb * mb)) * 255
        const wt = 1 / (1 + (halfQ === 4 ? v * v * v * v : Math.pow(v, halfQ)))
        or += mr * wt
        og += mg * wt
        ob += mb * wt
        ow += wt
      }
      if (w6 > 0) {
        const mr = r6 / w6
        const mg = g6 / w6
        const mb = b6 / w6
        const v = Math.abs(q6 / w6 - (mr * mr + mg * mg + mb * mb)) * 255
        const wt = 1 / (1 + (halfQ === 4 ? v * v * v * v : Math.pow(v, halfQ)))
        or += mr * wt
        og += mg * wt
        ob += mb * wt
        ow += wt
      }
      if (w7 > 0) {
        const mr = r7 / w7
        const mg = g7 / w7
        const mb = b7 / w7
        const v = Math.abs(q7 / w7 - (mr * mr + mg * mg + mb * mb)) * 255
        const wt = 1 / (1 + (halfQ === 4 ? v * v * v * v : Math.pow(v, halfQ)))
        or += mr * wt
        og += mg * wt
        ob += mb * wt
        ow += wt
      }
      const di = (y * w + x) * 3
      if (ow > 0) {
        dst[di] = or / ow
        dst[di + 1] = og / ow
        dst[di + 2] = ob / ow
      } else {
        dst[di] = src[di]
        dst[di + 1] = src[di + 1]
        dst[di + 2] = src[di + 2]
      }
    }
  }
}
