/**
 * How a painting frames the pet (issue 22, item 1): from the photo analysis, which animals are
 * painted (the pets, not people or a far-off horse), the crop of each shape the shop sells
 * (2:3 portrait, 3:2 landscape, square) around them, and the shape that frames them best. The
 * wizard shows the proposal on the photo and the shopper may move or resize it; the painting
 * records the crop it was painted from. Pure geometry on fractions of the upright photo.
 */
import { cropBoxAroundSubject } from "../engine/layers/builtin/photo"

export type FractionBox = { x: number; y: number; width: number; height: number }
export type PaintingOrientation = "portrait" | "landscape" | "square"
/** A painting shows the whole pet, or (a close-up whose body runs off the photo) its head and shoulders. */
export type Framing = "whole-pet" | "head-and-shoulders"

/** Width / height of each painting shape; each has canvases and posters to buy it on. */
export const PAINTING_ASPECTS: Record<PaintingOrientation, number> = { portrait: 2 / 3, landscape: 3 / 2, square: 1 }
export const PAINTING_ORIENTATIONS = Object.keys(PAINTING_ASPECTS) as PaintingOrientation[]

export type AnalysedSubject = { kind: string; score: number; box: FractionBox }
export type AnalysedPhoto = {
  width: number
  height: number
  subject: AnalysedSubject | null
  subjects?: AnalysedSubject[] | null
}

export type Composition = {
  /** The shape proposed for the painting. */
  orientation: PaintingOrientation
  framing: Framing
  /** The box of everything painted as the subject (all framed pets), fractions of the photo. */
  subject: FractionBox | null
  /** The crop of each shape, fractions of the photo, inside it. */
  crops: Record<PaintingOrientation, FractionBox>
}

const PETS = new Set(["dog", "cat"])
/** A second animal is framed too when it is nearly as sure and as big as the first (two pets on a sofa, not a pony behind). */
const OTHER_PET_SCORE = 0.6
const OTHER_PET_AREA = 0.25
const OTHER_PET_MIN_SCORE = 0.35
/** Boxes overlapping this much are one animal read twice. */
const SAME_ANIMAL_OVERLAP = 0.6
/**
 * How far in the crop may zoom: never narrower than this share of the largest crop of its shape
 * (a far-off pet in a 12 MP photo still has pixels to paint from; the painting styles hide the rest).
 */
const MIN_ZOOM = 0.22
/** The framing around the pets: room at the sides, more above the head, a little below. */
const PADDING = { padSide: 0.16, padTop: 0.22, padBottom: 0.1 }
/** The proposal keeps the photo's own shape unless another frames the pet clearly better. */
const KEEP_OWN_SHAPE = 0.9

const area = (b: FractionBox) => Math.max(0, b.width) * Math.max(0, b.height)

function intersection(a: FractionBox, b: FractionBox): FractionBox {
  const x = Math.max(a.x, b.x)
  const y = Math.max(a.y, b.y)
  return {
    x,
    y,
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y),
  }
}

function union(boxes: FractionBox[]): FractionBox {
  if (boxes.length === 1) return { ...boxes[0] }
  const x0 = Math.min(...boxes.map((b) => b.x))
  const y0 = Math.min(...boxes.map((b) => b.y))
  const x1 = Math.max(...boxes.map((b) => b.x + b.width))
  const y1 = Math.max(...boxes.map((b) => b.y + b.height))
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }
}

/**
 * The animals a painting of this photo frames: the main pet and any other pet nearly as sure
 * and as big (never a person beside a pet); a photo without a pet frames its main subject.
 */
export function framedSubjects(photo: Pick<AnalysedPhoto, "subject" | "subjects">): AnalysedSubject[] {
  const main = photo.subject
  if (!main) return []
  if (!PETS.has(main.kind)) return [main]
  const framed = [main]
  for (const other of photo.subjects ?? []) {
    if (!PETS.has(other.kind) || other.score < Math.max(OTHER_PET_MIN_SCORE, main.score * OTHER_PET_SCORE)) continue
    if (area(other.box) < area(main.box) * OTHER_PET_AREA) continue
    const same = framed.some((f) => area(intersection(f.box, other.box)) >= SAME_ANIMAL_OVERLAP * Math.min(area(f.box), area(other.box)))
    if (!same) framed.push(other)
  }
  return framed
}

/** The box of the framed animals, fractions of the photo; null without a subject. */
export function framedSubjectBox(photo: Pick<AnalysedPhoto, "subject" | "subjects">): FractionBox | null {
  const framed = framedSubjects(photo)
  return framed.length ? union(framed.map((s) => s.box)) : null
}

/** The boxes of the people and animals the painting leaves out (the segment layer keeps them out of the pet's mask). */
export function unframedSubjectBoxes(photo: Pick<AnalysedPhoto, "subject" | "subjects">): FractionBox[] {
  const framed = framedSubjects(photo)
  return (photo.subjects ?? [])
    .filter(
      (s) =>
        !framed.some(
          (f) =>
            f === s || (f.kind === s.kind && area(intersection(f.box, s.box)) >= SAME_ANIMAL_OVERLAP * Math.min(area(f.box), area(s.box)))
        )
    )
    .map((s) => s.box)
}

/** A close-up: the pet reaches the photo's bottom edge and fills most of its height (its body goes on). */
export function framingOf(subject: FractionBox | null): Framing {
  if (!subject) return "whole-pet"
  return subject.y + subject.height >= 0.97 && subject.height >= 0.6 ? "head-and-shoulders" : "whole-pet"
}

/** The crop of one shape around the subject, inside the photo, in fractions. */
export function cropForShape(
  photo: { width: number; height: number },
  subject: FractionBox | null,
  orientation: PaintingOrientation
): FractionBox {
  const W = photo.width
  const H = photo.height
  const px = subject ? { x: subject.x * W, y: subject.y * H, width: subject.width * W, height: subject.height * H } : null
  const box = cropBoxAroundSubject({ width: W, height: H }, PAINTING_ASPECTS[orientation], px, {
    ...PADDING,
    minZoom: MIN_ZOOM,
    maxFill: 0,
  })
  return clampToPhoto({ x: box.x / W, y: box.y / H, width: box.width / W, height: box.height / H })
}

function clampToPhoto(b: FractionBox): FractionBox {
  const r = (v: number) => Math.round(v * 10_000) / 10_000
  const width = Math.min(1, b.width)
  const height = Math.min(1, b.height)
  return { x: r(Math.min(1 - width, Math.max(0, b.x))), y: r(Math.min(1 - height, Math.max(0, b.y))), width: r(width), height: r(height) }
}

/**
 * How well a crop frames the subject: the share of the painting the subject covers, times the
 * share of the subject kept, squared (cutting the pet costs more than empty room).
 */
export function framingScore(crop: FractionBox, subject: FractionBox | null): number {
  if (!subject) return 0
  const kept = area(intersection(crop, subject))
  const coverage = kept / Math.max(1e-9, area(crop))
  const share = kept / Math.max(1e-9, area(subject))
  return coverage * share * share
}

/** The painting shape nearest a picture's own (a little off square still counts as square). */
export const shapeOf = (picture: { width: number; height: number }): PaintingOrientation => {
  const r = picture.width / picture.height
  return r > 1.2 ? "landscape" : r < 0.83 ? "portrait" : "square"
}

/** The proposed framing of a painting of this photo (see the top of the file). */
export function proposeComposition(photo: AnalysedPhoto): Composition {
  const subject = framedSubjectBox(photo)
  const crops = Object.fromEntries(PAINTING_ORIENTATIONS.map((o) => [o, cropForShape(photo, subject, o)])) as Composition["crops"]
  const own = shapeOf(photo)
  const scores = Object.fromEntries(PAINTING_ORIENTATIONS.map((o) => [o, framingScore(crops[o], subject)])) as Record<
    PaintingOrientation,
    number
  >
  const best = PAINTING_ORIENTATIONS.reduce((a, b) => (scores[b] > scores[a] ? b : a), own)
  const orientation = scores[own] >= scores[best] * KEEP_OWN_SHAPE ? own : best
  return { orientation, framing: framingOf(subject), subject, crops }
}
