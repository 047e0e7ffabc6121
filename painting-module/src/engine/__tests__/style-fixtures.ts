/**
 * The test photos (tests/fixtures/photos, see fixture-photos.ts) prepared the way the painting pipeline hands them to a style:
 * EXIF-rotated, cover-cropped to the painting's aspect around the subject, resized, with the
 * subject box (from the photo analyser, recorded once per fixture here so tests need no model).
 */
import { existsSync, readdirSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"
import { rasterFromRgb } from "../raster"
import type { Raster } from "../types"
import type { Box } from "../layers/contract"
import { fixturePhotosDir } from "../../__tests__/fixture-photos"

export const FIXTURES_DIR = fixturePhotosDir()

/** Every fixture photo file, relative to FIXTURES_DIR (the by-sa folder's ones as `by-sa/<name>`). */
export function listFixturePhotos(): string[] {
  const images = (dir: string) => readdirSync(dir).filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
  const bySa = join(FIXTURES_DIR, "by-sa")
  return [...images(FIXTURES_DIR), ...(existsSync(bySa) ? images(bySa).map((f) => `by-sa/${f}`) : [])]
}

/** Subject boxes in fractions of the EXIF-rotated photo (analysePhoto's output). */
export const FIXTURE_SUBJECTS: Record<string, Box> = {
  "cat-chelsea.png": { x: 0, y: 0.0086, width: 0.9267, height: 0.983 },
  "cat-tabby-large-3456x2304.jpg": { x: 0.121, y: 0.0155, width: 0.8529, height: 0.9647 },
  "cat-tortoiseshell-white.webp": { x: 0.0478, y: 0.032, width: 0.9444, height: 0.9578 },
  "dog-beagle-landscape.jpg": { x: 0.2365, y: 0.2116, width: 0.3384, height: 0.7413 },
  "dog-beagle-exif-orientation-6.jpg": { x: 0.2367, y: 0.2117, width: 0.3377, height: 0.7412 },
  "dog-and-person-portrait.jpg": { x: 0.2779, y: 0.0784, width: 0.6003, height: 0.7634 },
  "dog-bicycle-street.jpg": { x: 0.1635, y: 0.3665, width: 0.2415, height: 0.5688 },
  "dog-person-pony-field.jpg": { x: 0.1009, y: 0.6191, width: 0.2097, height: 0.2089 },
  "by-sa/cat-grey-dark-background.jpg": { x: 0.0297, y: 0.08, width: 0.9465, height: 0.9033 },
  "by-sa/cat-maine-coon-greenery.jpg": { x: 0.0443, y: 0.0548, width: 0.9381, height: 0.935 },
  "by-sa/cat-tabby-white-background.jpg": { x: 0.0302, y: 0.0471, width: 0.9221, height: 0.9526 },
  "by-sa/cat-face-close-up.jpg": { x: 0.0401, y: 0.0392, width: 0.9171, height: 0.951 },
}

export const FIXTURE_FILES = Object.keys(FIXTURE_SUBJECTS)

export type PreparedPhoto = { raster: Raster; subject: Box }

/** Cover-crop to width:height around the subject box's centre, resize, and map the box. */
export async function preparePhoto(file: string, width: number, height: number): Promise<PreparedPhoto> {
  const rotated = await sharp(join(FIXTURES_DIR, file)).rotate().removeAlpha().toBuffer({ resolveWithObject: true })
  const W = rotated.info.width
  const H = rotated.info.height
  const frac = FIXTURE_SUBJECTS[file] ?? { x: 0.15, y: 0.1, width: 0.7, height: 0.8 }
  const target = width / height
  let cw = W
  let ch = Math.round(W / target)
  if (ch > H) {
    ch = H
    cw = Math.round(H * target)
  }
  const cx = (frac.x + frac.width / 2) * W
  const cy = (frac.y + frac.height / 2) * H
  const left = Math.round(Math.min(W - cw, Math.max(0, cx - cw / 2)))
  const top = Math.round(Math.min(H - ch, Math.max(0, cy - ch / 2)))
  const { data, info } = await sharp(rotated.data)
    .extract({ left, top, width: cw, height: ch })
    .resize(width, height, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const s = width / cw
  const bx0 = Math.max(0, (frac.x * W - left) * s)
  const by0 = Math.max(0, (frac.y * H - top) * s)
  const bx1 = Math.min(width, ((frac.x + frac.width) * W - left) * s)
  const by1 = Math.min(height, ((frac.y + frac.height) * H - top) * s)
  return {
    raster: rasterFromRgb(data, info.width, info.height, 3),
    subject: { x: bx0, y: by0, width: Math.max(1, bx1 - bx0), height: Math.max(1, by1 - by0) },
  }
}
