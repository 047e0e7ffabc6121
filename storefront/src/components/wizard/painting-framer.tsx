"use client"
/**
 * The painting's frame on the photo (issue 22): the shop proposes the crop that makes the pet
 * fill the painting, in the shape that suits it; the shopper may pick another shape, drag the
 * frame or resize it from its corners (react-image-crop, locked to the shape). What is shown is
 * what is painted: the wizard sends this crop with the painting.
 */
import type { FractionBox, PaintingOrientation, Photo } from "@petshop/contract"
import ReactCrop, { type PercentCrop } from "react-image-crop"
import "react-image-crop/dist/ReactCrop.css"
import { photoImageUrl } from "@/lib/photos/photo-image"
import { aspectOf, PAINTING_SHAPES } from "@/lib/wizard/painting-shapes"
import styles from "./wizard.module.css"

export type PaintingFrame = { photoId: string; orientation: PaintingOrientation; crop: FractionBox }

/** A frame this small (pixels of the photo) prints soft on the larger canvases. */
const SOFT_FRAME_PIXELS = 500

const toPercent = (box: FractionBox): PercentCrop => ({
  unit: "%",
  x: box.x * 100,
  y: box.y * 100,
  width: box.width * 100,
  height: box.height * 100,
})
const round = (v: number) => Math.round(v * 10_000) / 10_000

/** The frame the wizard starts with for an analysed photo: the shop's proposal. */
export function proposedFrame(photo: Photo | undefined): PaintingFrame | null {
  const composition = photo?.composition
  if (!photo || !composition) return null
  return { photoId: photo.id, orientation: composition.orientation, crop: composition.crops[composition.orientation] }
}

type Props = {
  photo: Photo
  frame: PaintingFrame
  onChange: (frame: PaintingFrame) => void
}

export function PaintingFramer({ photo, frame, onChange }: Props) {
  const url = photoImageUrl(photo, "medium")
  const composition = photo.composition
  if (!url || !composition) return null
  const shortSide = Math.min(frame.crop.width * (photo.width ?? 0), frame.crop.height * (photo.height ?? 0))
  const change = (pc: PercentCrop) => {
    // A click without a drag makes an empty selection: keep the frame.
    if (!(pc.width > 0 && pc.height > 0)) return
    onChange({
      ...frame,
      crop: { x: round(pc.x / 100), y: round(pc.y / 100), width: round(pc.width / 100), height: round(pc.height / 100) },
    })
  }
  return (
    <div
      className={styles.framer}
      data-testid="painting-framer"
      data-orientation={frame.orientation}
      data-proposed={composition.orientation}
      data-crop={JSON.stringify(frame.crop)}
    >
      <ReactCrop
        crop={toPercent(frame.crop)}
        aspect={aspectOf(frame.orientation)}
        keepSelection
        ruleOfThirds
        minWidth={40}
        onChange={(_, pc) => change(pc)}
        className={styles.framerCrop}
      >
        <img src={url} alt="Your photo, with the frame of the painting on it" className={styles.framerImage} />
      </ReactCrop>
      <div className={styles.shapes} role="radiogroup" aria-label="Painting shape">
        {PAINTING_SHAPES.map(({ orientation: shape, label, aspect }) => (
          <button
            key={shape}
            type="button"
            role="radio"
            aria-checked={frame.orientation === shape}
            className={`${styles.shape} ${frame.orientation === shape ? styles.shapeOn : ""}`}
            onClick={() => onChange({ photoId: photo.id, orientation: shape, crop: composition.crops[shape] })}
          >
            <span className={styles.shapeIcon} style={{ aspectRatio: String(aspect) }} aria-hidden />
            {label}
            {shape === composition.orientation && <span className={styles.shapeHint}> (suggested)</span>}
          </button>
        ))}
      </div>
      <p className={styles.framerHint}>
        We framed your {composition.framing === "head-and-shoulders" ? "pet's head and shoulders" : "pet"} so it fills the painting. Drag
        the frame to move it, or its corners to resize it.
      </p>
      {shortSide > 0 && shortSide < SOFT_FRAME_PIXELS && (
        <p className={styles.framerWarning} role="status" data-testid="soft-frame">
          This part of your photo is small ({Math.round(shortSide)} px): the painting will be fine, but a large print may look soft.
        </p>
      )}
    </div>
  )
}
