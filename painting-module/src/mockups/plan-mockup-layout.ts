/**
 * Where a product hangs in a room, in output pixels. The scale is the room's (output width /
 * view width in inches), the same for the furniture, so a product's printed area is its inches
 * times that: 24x36 is twice 12x18 in each direction (to the pixel's rounding).
 */
import { MOCKUP_ASPECT, type Room } from "./rooms"

export const FRAME_KEYS = ["none", "black", "walnut", "white"] as const
export type MockupFrame = (typeof FRAME_KEYS)[number]

/** A product variant as the mockup needs it (the catalogue's facts). */
export type MockupVariant = {
  /** The printed area in inches, in either orientation: it is turned to the painting's. */
  widthIn: number
  heightIn: number
  type: "canvas" | "poster"
  frame: MockupFrame
  signed: boolean
}

/**
 * Moulding face width; a poster's paper margin (unframed) or mat (framed); the gap round a
 * canvas in its float frame; a canvas's wrap depth.
 */
export const MOULDING_IN = 1.25
export const POSTER_MARGIN_IN = 1
export const MAT_IN = 2
export const FLOAT_GAP_IN = 0.375
export const CANVAS_DEPTH_IN = 1.5

export type Rect = { left: number; top: number; width: number; height: number }

export type MockupLayout = {
  width: number
  height: number
  /** Pixels per inch of this room at this output width. */
  ppi: number
  /** The printed picture (the painting itself). */
  art: Rect
  /** The paper or mat around it (posters), the float frame's gap (framed canvas), else the art. */
  mount: Rect
  /** The whole object on the wall: frame, or paper, or canvas face. */
  outer: Rect
  /** Moulding width in pixels (0 unframed). */
  moulding: number
  /** Visible wrap-edge width of an unframed canvas (0 otherwise), on the side away from the light. */
  wrapEdge: number
  wrapSide: "left" | "right"
}

/** The variant's inches turned to the painting's orientation (a landscape painting hangs landscape). */
export function orientInches(variant: MockupVariant, painting: { width: number; height: number }) {
  const short = Math.min(variant.widthIn, variant.heightIn)
  const long = Math.max(variant.widthIn, variant.heightIn)
  return painting.width > painting.height ? { widthIn: long, heightIn: short } : { widthIn: short, heightIn: long }
}

export function mockupHeight(width: number): number {
  return Math.round(width * MOCKUP_ASPECT)
}

export function planMockupLayout(
  room: Room,
  variant: MockupVariant,
  painting: { width: number; height: number },
  width: number
): MockupLayout {
  const height = mockupHeight(width)
  const ppi = width / room.viewWidthIn
  const px = (inches: number) => Math.round(inches * ppi)
  const { widthIn, heightIn } = orientInches(variant, painting)
  const framed = variant.frame !== "none"
  const poster = variant.type === "poster"
  const mountIn = poster ? (framed ? MAT_IN : POSTER_MARGIN_IN) : framed ? FLOAT_GAP_IN : 0
  const mouldingIn = framed ? MOULDING_IN : 0
  const outerWIn = widthIn + 2 * (mountIn + mouldingIn)
  const outerHIn = heightIn + 2 * (mountIn + mouldingIn)
  // Eye level, unless that would bring it within the gap of the furniture below.
  const bottomIn = Math.max(room.hang.eyeLevelIn - outerHIn / 2, room.hang.furnitureTopIn + room.hang.gapIn)
  const outerTopIn = room.floorLineIn - bottomIn - outerHIn
  const outerLeftIn = room.hang.centreXIn - outerWIn / 2

  const art: Rect = {
    left: px(outerLeftIn + mouldingIn + mountIn),
    top: px(outerTopIn + mouldingIn + mountIn),
    width: px(widthIn),
    height: px(heightIn),
  }
  const mount = px(mountIn)
  const moulding = px(mouldingIn)
  const mountRect: Rect = { left: art.left - mount, top: art.top - mount, width: art.width + 2 * mount, height: art.height + 2 * mount }
  const outer: Rect = {
    left: mountRect.left - moulding,
    top: mountRect.top - moulding,
    width: mountRect.width + 2 * moulding,
    height: mountRect.height + 2 * moulding,
  }
  const wrapEdge = !framed && !poster ? Math.max(2, Math.round(CANVAS_DEPTH_IN * ppi * 0.3)) : 0
  return { width, height, ppi, art, mount: mountRect, outer, moulding, wrapEdge, wrapSide: room.light.fromX < 0.5 ? "right" : "left" }
}
