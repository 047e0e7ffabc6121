/**
 * What is in the photo: the subject (a dog, a cat or a person), where it is, its colours,
 * and a short description for the style prompts.
 *
 * Subject decision (CenterNet, see detector.ts):
 * 1. One pass on the letterboxed image. Cat and dog detections that overlap (IoU ≥ 0.45)
 *    are one animal; the model often lists the same animal as both "cat" and "dog", so
 *    the kind is decided by comparing the two scores of that animal (relative, not each
 *    against a threshold). Person detections are grouped the same way.
 * 2. When the best animal is weak (< 0.35) or cat and dog are close (the weaker is more
 *    than 60% of the stronger), a second pass on the mirrored image is run and each
 *    animal's cat and dog scores are averaged over both passes (test-time augmentation).
 * 3. An animal counts from an averaged score of 0.15, a person from 0.30 (pets are the
 *    point; the model's person scores on cat close-ups reach 0.2).
 * 4. Pets come first: any dog or cat is the subject even when a person is bigger or more
 *    certain. Then people. Nothing → PhotoProcessingError "NO_SUBJECT".
 */
import { dominantColors, kmeansLab, sampleLab, type ColorShare, type LabCluster, type LabSamples, type PixelBox } from "./color"
import { COCO, getDetector, disposeDetector, type RawDetection } from "./detector"
import { PhotoProcessingError } from "./errors"
import { describeSubject, furShares, stripeScore, STRIPE_THRESHOLD, type SubjectKind } from "./fur"

export type { SubjectKind } from "./fur"

export type SubjectBox = { x: number; y: number; width: number; height: number }

export type Subject = {
  kind: SubjectKind
  score: number
  /** Fractions (0..1) of the image. */
  box: SubjectBox
}

export type PhotoAnalysis = {
  subject: Subject | null
  /** All confident detections, pets first, each group best first. */
  subjects: Subject[]
  /** 5 dominant colours of the whole image (k-means in Lab), shares sum to 1. */
  colors: ColorShare[]
  /** Dominant colours of the subject's box (centre-weighted, background played down). */
  subjectColors: ColorShare[]
  orientation: "landscape" | "portrait" | "square"
  /** What style prompts insert for the photo, e.g. "a ginger cat". */
  description: string
}

export type AnalysisInput = { data: Buffer; width: number; height: number }

export const ANIMAL_MIN_SCORE = 0.15
export const PERSON_MIN_SCORE = 0.3
const EVIDENCE_MIN_SCORE = 0.05
const SAME_OBJECT_IOU = 0.45
const CONFIDENT_ANIMAL = 0.35
const AMBIGUOUS_RATIO = 0.6

export const NO_PET_REASON = "We couldn't find a pet in this photo. Please upload a photo where your pet is clearly visible."

type Box4 = { x1: number; y1: number; x2: number; y2: number }

export function iou(a: Box4, b: Box4): number {
  const ix = Math.max(0, Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1))
  const iy = Math.max(0, Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1))
  const inter = ix * iy
  const union = (a.x2 - a.x1) * (a.y2 - a.y1) + (b.x2 - b.x1) * (b.y2 - b.y1) - inter
  return union > 0 ? inter / union : 0
}

type Group = {
  box: Box4
  /** Best box per pass (for averaging). */
  boxes: (Box4 | null)[]
  /** Best score per pass and class id. */
  scores: Map<number, number[]>
}

function groupDetections(passes: RawDetection[][], classes: number[]): Group[] {
  const all = passes
    .flatMap((dets, pass) => dets.map((d) => ({ ...d, pass })))
    .filter((d) => classes.includes(d.classId) && d.score >= EVIDENCE_MIN_SCORE)
    .sort((a, b) => b.score - a.score)
  const groups: Group[] = []
  for (const d of all) {
    let g = groups.find((g) => iou(g.box, d) >= SAME_OBJECT_IOU)
    if (!g) {
      g = { box: d, boxes: passes.map(() => null), scores: new Map() }
      groups.push(g)
    }
    if (!g.boxes[d.pass]) g.boxes[d.pass] = d
    const perPass = g.scores.get(d.classId) ?? passes.map(() => 0)
    perPass[d.pass] = Math.max(perPass[d.pass]!, d.score)
    g.scores.set(d.classId, perPass)
  }
  return groups
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length)

function groupBox(g: Group): SubjectBox {
  const boxes = g.boxes.filter((b): b is Box4 => b !== null)
  const x1 = mean(boxes.map((b) => b.x1))
  const y1 = mean(boxes.map((b) => b.y1))
  const x2 = mean(boxes.map((b) => b.x2))
  const y2 = mean(boxes.map((b) => b.y2))
  return { x: x1, y: y1, width: Math.max(0, x2 - x1), height: Math.max(0, y2 - y1) }
}

type AnimalCandidate = { group: Group; cat: number; dog: number }

function animalCandidates(passes: RawDetection[][]): AnimalCandidate[] {
  return groupDetections(passes, [COCO.cat, COCO.dog]).map((group) => ({
    group,
    cat: mean(group.scores.get(COCO.cat) ?? [0]),
    dog: mean(group.scores.get(COCO.dog) ?? [0]),
  }))
}

/** Whether one pass leaves the pet decision open enough to run the mirrored pass too. */
export function needsSecondPass(first: RawDetection[]): boolean {
  const animals = animalCandidates([first])
  const best = animals.sort((a, b) => Math.max(b.cat, b.dog) - Math.max(a.cat, a.dog))[0]
  if (!best) return false
  const hi = Math.max(best.cat, best.dog)
  const lo = Math.min(best.cat, best.dog)
  if (hi < 0.08) return false // nothing animal-like at all
  return hi < CONFIDENT_ANIMAL || lo / hi > AMBIGUOUS_RATIO
}

/** The subjects found by one or more passes of the detector: pets first, best first. */
export function decideSubjects(passes: RawDetection[][]): Subject[] {
  const pets: (Subject & { box4: Box4 })[] = []
  for (const a of animalCandidates(passes)) {
    const kind = a.cat > a.dog ? "cat" : "dog"
    const score = Math.max(a.cat, a.dog)
    if (score < ANIMAL_MIN_SCORE) continue
    const box = groupBox(a.group)
    pets.push({ kind, score, box, box4: toBox4(box) })
  }
  const people: Subject[] = []
  for (const g of groupDetections(passes, [COCO.person])) {
    const score = mean(g.scores.get(COCO.person) ?? [0])
    if (score < PERSON_MIN_SCORE) continue
    const box = groupBox(g)
    // the same pixels as a pet (the model sometimes calls a big cat close-up a person too)
    if (pets.some((p) => iou(p.box4, toBox4(box)) >= 0.7 && p.score >= score * 0.5)) continue
    people.push({ kind: "person", score, box })
  }
  pets.sort((a, b) => b.score - a.score)
  people.sort((a, b) => b.score - a.score)
  return [...pets.map(({ box4: _box4, ...s }) => s), ...people].map((s) => ({
    ...s,
    score: Math.round(s.score * 1000) / 1000,
    box: roundBox(s.box),
  }))
}

const toBox4 = (b: SubjectBox): Box4 => ({ x1: b.x, y1: b.y, x2: b.x + b.width, y2: b.y + b.height })

function roundBox(b: SubjectBox): SubjectBox {
  const r = (v: number) => Math.round(v * 10000) / 10000
  return { x: r(b.x), y: r(b.y), width: r(b.width), height: r(b.height) }
}

// --- colours ----------------------------------------------------------------------------

const toShares = (clusters: LabCluster[]): ColorShare[] => clusters.map((c) => ({ hex: c.hex, share: Math.round(c.share * 1000) / 1000 }))

/**
 * The subject's colours: k-means over the box with a centre-weighted sample, then any
 * colour that mostly lives outside the box (the background seen around the subject)
 * has its share cut, so a black backdrop does not become a "black and grey cat".
 */
export function subjectClusters(img: AnalysisInput, box: PixelBox, k = 6): LabCluster[] {
  const inside = sampleLab(img, { box, centerWeight: 0.35, maxSamples: 16_000 })
  const clusters = kmeansLab(inside, k)
  const background = sampleOutside(img, box)
  if (background && background.count >= 200) {
    const bgShare = nearestShares(background, clusters)
    const inShare = clusters.map((c) => c.share)
    let total = 0
    for (let i = 0; i < clusters.length; i++) {
      // a colour that is far more common around the box than in its centre is background
      const ratio = bgShare[i]! / Math.max(1e-6, inShare[i]!)
      const factor = bgShare[i]! >= 0.2 && ratio >= 1.2 ? 0.25 : 1
      clusters[i] = { ...clusters[i]!, share: clusters[i]!.share * factor }
      total += clusters[i]!.share
    }
    for (const c of clusters) c.share /= total
    clusters.sort((a, b) => b.share - a.share)
  }
  return clusters
}

/** Pixels of the image outside the (slightly enlarged) box, or null if there are too few. */
function sampleOutside(img: AnalysisInput, box: PixelBox): LabSamples | null {
  const grow = 0.03
  const bx1 = Math.max(0, box.x - grow)
  const by1 = Math.max(0, box.y - grow)
  const bx2 = Math.min(1, box.x + box.width + grow)
  const by2 = Math.min(1, box.y + box.height + grow)
  const all = sampleLab(img, { maxSamples: 8_000 })
  const step = Math.max(1, Math.round(Math.sqrt((img.width * img.height) / 8_000)))
  const nx = Math.ceil(img.width / step)
  const keep: number[] = []
  for (let i = 0; i < all.count; i++) {
    const x = ((i % nx) * step) / img.width
    const y = (Math.floor(i / nx) * step) / img.height
    if (x < bx1 || x > bx2 || y < by1 || y > by2) keep.push(i)
  }
  if (keep.length < all.count * 0.03) return null
  const pick = (arr: Float32Array) => Float32Array.from(keep, (i) => arr[i]!)
  return { L: pick(all.L), a: pick(all.a), b: pick(all.b), w: pick(all.w), count: keep.length }
}

/** Share of `samples` nearest to each cluster (only samples within ΔE 20 of some cluster count). */
function nearestShares(samples: LabSamples, clusters: LabCluster[]): number[] {
  const counts = clusters.map(() => 0)
  for (let i = 0; i < samples.count; i++) {
    let best = -1
    let bestD = 20 * 20
    for (let c = 0; c < clusters.length; c++) {
      const { L, a, b } = clusters[c]!.lab
      const d = (samples.L[i]! - L) ** 2 + (samples.a[i]! - a) ** 2 + (samples.b[i]! - b) ** 2
      if (d < bestD) {
        bestD = d
        best = c
      }
    }
    if (best >= 0) counts[best]!++
  }
  return counts.map((n) => n / Math.max(1, samples.count))
}

function orientationOf(width: number, height: number): PhotoAnalysis["orientation"] {
  if (Math.abs(width - height) <= 0.03 * Math.max(width, height)) return "square"
  return width > height ? "landscape" : "portrait"
}

// --- entry points -----------------------------------------------------------------------

/** Loads the detector now (model, wasm) and runs it once, so the first photo is not slow. */
export async function warmUpPhotoAnalyser(): Promise<{ loadMs: number }> {
  const started = performance.now()
  const detector = await getDetector()
  const size = 64
  await detector.detect({ data: Buffer.alloc(size * size * 3, 128), width: size, height: size })
  return { loadMs: performance.now() - started }
}

/** Frees the detector (the next analysis loads it again). */
export async function disposePhotoAnalyser(): Promise<void> {
  await disposeDetector()
}

export async function analysePhoto(input: AnalysisInput): Promise<PhotoAnalysis> {
  const { width, height } = input
  if (!(width > 0 && height > 0) || input.data.length !== width * height * 3) {
    throw new TypeError("analysePhoto expects packed 8-bit RGB: data.length === width * height * 3")
  }
  const detector = await getDetector()
  let passes: RawDetection[][]
  try {
    const first = await detector.detect(input)
    passes = needsSecondPass(first) ? [first, await detector.detect(input, { flip: true })] : [first]
  } catch (cause) {
    throw new PhotoProcessingError(
      "ANALYSER_FAILED",
      "Our photo analyser could not look at this photo. Please try again in a few minutes.",
      { cause }
    )
  }
  const subjects = decideSubjects(passes)
  const subject = subjects[0]
  if (!subject) throw new PhotoProcessingError("NO_SUBJECT", NO_PET_REASON)

  const colors = toShares(dominantColors(input, { k: 5 }))
  const clusters = subjectClusters(input, subject.box)
  const top = clusters.slice(0, 5)
  const topTotal = top.reduce((sum, c) => sum + c.share, 0) || 1
  const subjectColors = toShares(top.map((c) => ({ ...c, share: c.share / topTotal })))
  let description: string
  if (subject.kind === "person") {
    description = describeSubject("person", {})
  } else {
    const striped = subject.kind === "cat" && stripeScore(input, subject.box, "cat") >= STRIPE_THRESHOLD
    description = describeSubject(subject.kind, furShares(clusters, subject.kind), striped)
  }
  return {
    subject,
    subjects,
    colors,
    subjectColors,
    orientation: orientationOf(width, height),
    description,
  }
}
