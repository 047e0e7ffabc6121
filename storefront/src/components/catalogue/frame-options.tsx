import type { FrameColor } from "@petshop/contract"
import type { ShowcaseImage } from "@/lib/catalogue/fetch-showcase"
import own from "@/app/products/products.module.css"
import { FramedPainting } from "./framed-painting"

const LABELS: Record<FrameColor | "canvas", string> = {
  canvas: "No frame",
  black: "Black frame",
  walnut: "Walnut frame",
  white: "White frame",
}

/** The same painting as a plain canvas and in each frame colour, side by side. */
export function FrameOptions({ example, prices }: { example: ShowcaseImage; prices?: Partial<Record<FrameColor | "canvas", string>> }) {
  const kinds = ["canvas", "black", "walnut", "white"] as const
  return (
    <ul className={own.frames} aria-label="Frame colours">
      {kinds.map((kind) => (
        <li key={kind}>
          <FramedPainting
            image={example.image}
            alt={`${example.alt}, ${LABELS[kind].toLowerCase()}`}
            frame={kind === "canvas" ? null : kind}
            aspectRatio={example.ratio}
            sizes="(max-width: 600px) 45vw, 200px"
          />
          <p className={own.frameLabel}>
            {LABELS[kind]}
            {prices?.[kind] && <span className="muted"> · from {prices[kind]}</span>}
          </p>
        </li>
      ))}
    </ul>
  )
}
