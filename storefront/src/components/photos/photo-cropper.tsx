"use client"
/**
 * Frames the photo for the painting (react-easy-crop): 2:3 portrait by default, or square or
 * landscape; zoom with the slider, pinch or wheel. "Skip crop" sends the whole photo.
 */
import { useCallback, useState } from "react"
import Cropper, { type Area } from "react-easy-crop"
import styles from "./photos.module.css"

export const CROP_SHAPES = [
  { label: "Portrait", aspect: 2 / 3 },
  { label: "Square", aspect: 1 },
  { label: "Landscape", aspect: 3 / 2 },
] as const

type Props = {
  imageUrl: string
  onCrop: (area: Area) => void
  onSkip: () => void
  onBack: () => void
  busy?: boolean
}

export function PhotoCropper({ imageUrl, onCrop, onSkip, onBack, busy }: Props) {
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [aspect, setAspect] = useState<number>(CROP_SHAPES[0].aspect)
  const [area, setArea] = useState<Area | null>(null)
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), [])

  return (
    <div className={styles.cropper} data-testid="photo-cropper">
      <div className={styles.cropArea}>
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
          objectFit="contain"
          showGrid
        />
      </div>
      <div className={styles.cropControls}>
        <div className={styles.shapes} role="radiogroup" aria-label="Painting shape">
          {CROP_SHAPES.map((shape) => (
            <button
              key={shape.label}
              type="button"
              role="radio"
              aria-checked={aspect === shape.aspect}
              className={`${styles.shape} ${aspect === shape.aspect ? styles.shapeOn : ""}`}
              onClick={() => setAspect(shape.aspect)}
            >
              <span className={styles.shapeIcon} style={{ aspectRatio: String(shape.aspect) }} aria-hidden />
              {shape.label}
            </button>
          ))}
        </div>
        <label className={styles.zoom}>
          <span>Zoom</span>
          <input type="range" min={1} max={3} step={0.01} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
        </label>
      </div>
      <div className="button-row">
        <button type="button" className="button-ghost" onClick={onBack} disabled={busy}>
          Back
        </button>
        <span className={styles.spacer} />
        <button type="button" className="button-secondary" onClick={onSkip} disabled={busy}>
          Skip crop
        </button>
        <button type="button" className="button" onClick={() => area && onCrop(area)} disabled={busy || !area}>
          Use this crop
        </button>
      </div>
    </div>
  )
}
