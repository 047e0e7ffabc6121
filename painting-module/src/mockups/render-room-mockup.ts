/**
 * A painting as it will hang: the product (frame, canvas or poster) at its real size in a room,
 * drawn over the room's cached background. Pure: the caller gives the picture (the watermarked
 * preview, never the clean image) and the variant's facts, and gets the encoded image.
 */
import sharp from "sharp"
import { drawRoomBackground } from "./draw-room-background"
import { mountLayer, overlayLayer, shadowLayer } from "./draw-product-layers"
import { planMockupLayout, type MockupLayout, type MockupVariant } from "./plan-mockup-layout"
import { ROOMS, type RoomKey } from "./rooms"

export type MockupFormat = "jpeg" | "webp"

export type RoomMockupInput = {
  /** The painting's watermarked preview (any format sharp reads). */
  picture: Buffer
  variant: MockupVariant
  room: RoomKey
  /** Output width in pixels; the height is 2/3 of it. */
  width: number
  format?: MockupFormat
}

export type RoomMockup = { image: Buffer; contentType: string; layout: MockupLayout }

/** Bump when the drawing changes, so stored mockups of the old drawing are not served. */
export const MOCKUP_RENDER_VERSION = 1

const CONTENT_TYPES: Record<MockupFormat, string> = { jpeg: "image/jpeg", webp: "image/webp" }

type Layer = sharp.OverlayOptions

/** The picture cut to the print's area (a print of another aspect is cropped, as it would be printed). */
async function printedPicture(picture: Buffer, layout: MockupLayout) {
  return sharp(picture)
    .rotate()
    .resize(layout.art.width, layout.art.height, { fit: "cover" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
}

/** A gallery wrap's visible side: the picture's edge continuing round it, in the side's shade. */
async function wrapEdgeLayer(art: { data: Buffer; info: sharp.OutputInfo }, layout: MockupLayout): Promise<Layer> {
  const { art: box, wrapEdge, wrapSide } = layout
  const strip = await sharp(art.data, { raw: { width: art.info.width, height: art.info.height, channels: 3 } })
    .extract({ left: wrapSide === "right" ? box.width - wrapEdge : 0, top: 0, width: wrapEdge, height: box.height })
    .flop()
    .linear(0.62, 0)
    .raw()
    .toBuffer()
  return {
    input: strip,
    raw: { width: wrapEdge, height: box.height, channels: 3 },
    left: wrapSide === "right" ? box.left + box.width : box.left - wrapEdge,
    top: box.top,
  }
}

export async function renderRoomMockup(input: RoomMockupInput): Promise<RoomMockup> {
  const room = ROOMS[input.room]
  const format = input.format ?? "jpeg"
  const meta = await sharp(input.picture).metadata()
  const oriented = (meta.orientation ?? 1) >= 5
  const painting = { width: (oriented ? meta.height : meta.width) ?? 1, height: (oriented ? meta.width : meta.height) ?? 1 }
  const layout = planMockupLayout(room, input.variant, painting, input.width)
  const [background, art] = await Promise.all([drawRoomBackground(room, input.width), printedPicture(input.picture, layout)])

  const layers: Layer[] = [await shadowLayer(layout, input.variant, room.light.fromX)]
  const mount = mountLayer(layout, input.variant, room.light.fromX)
  if (mount) layers.push(mount)
  if (layout.wrapEdge) layers.push(await wrapEdgeLayer(art, layout))
  layers.push({
    input: art.data,
    raw: { width: art.info.width, height: art.info.height, channels: 3 },
    left: layout.art.left,
    top: layout.art.top,
  })
  const overlay = overlayLayer(layout, input.variant)
  if (overlay) layers.push(overlay)

  const composed = sharp(background.data, { raw: { width: background.width, height: background.height, channels: 3 } }).composite(layers)
  const image = await (
    format === "webp" ? composed.webp({ quality: 82 }) : composed.jpeg({ quality: 84, chromaSubsampling: "4:4:4" })
  ).toBuffer()
  return { image, contentType: CONTENT_TYPES[format], layout }
}
