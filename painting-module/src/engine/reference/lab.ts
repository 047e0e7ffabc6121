/** CIELAB statistics shared by the reference analysis, the colour transfer and the face swap (conversions: ../maths/colour.ts). */
export type Vec3 = [number, number, number]
export type LabStats = { mean: Vec3; std: Vec3 }

/** Mean and standard deviation per Lab channel, each pixel weighted (all 1 when no weights). */
export function labStats(lab: Float32Array, weight: Float32Array | null = null): LabStats {
  const n = lab.length / 3
  const s = [0, 0, 0]
  const s2 = [0, 0, 0]
  let sw = 0
  for (let i = 0; i < n; i++) {
    const w = weight ? weight[i] : 1
    if (w <= 0) continue
    sw += w
    for (let c = 0; c < 3; c++) {
      const v = lab[i * 3 + c]
      s[c] += w * v
      s2[c] += w * v * v
    }
  }
  if (sw <= 0) return { mean: [50, 0, 0], std: [1, 1, 1] }
  const mean = s.map((v) => v / sw) as Vec3
  const std = s2.map((v, c) => Math.sqrt(Math.max(0, v / sw - mean[c] * mean[c]))) as Vec3
  return { mean, std }
}
