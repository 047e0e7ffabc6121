/**
 * Addresses and words of a room mockup (GET /api/painting/{id}/mockup, docs/api.md): the
 * painting hanging in a room as a catalogue variant, to scale. Same-origin /api paths (the
 * storefront forwards them), so the server's HTML and the browser name the same picture.
 */
import type { Painting } from "@petshop/contract"
import type { ChosenPrint } from "@/lib/catalogue/print-options"

export const ROOM_KEYS = ["living", "bedroom", "hallway"] as const
export type RoomKey = (typeof ROOM_KEYS)[number]

export const ROOM_LABELS: Record<RoomKey, string> = { living: "Living room", bedroom: "Bedroom", hallway: "Hallway" }
const IN_A_ROOM: Record<RoomKey, string> = { living: "in a living room", bedroom: "in a bedroom", hallway: "in a hallway" }

/** The widths the backend draws a mockup at (its validator's list); mockups are 3:2. */
export const MOCKUP_WIDTHS = [320, 480, 640, 828, 1080, 1200, 1600, 1920] as const
export const MOCKUP_RATIO = 3 / 2
/** A small mockup (a catalogue card, a size row) needs only the two smallest widths. */
export const MOCKUP_THUMBNAIL_WIDTHS = [320, 480] as const

/**
 * Each room's wall and floor as a CSS background: what a mockup's box shows until its picture
 * loads. The colours and the floor line (floorLineIn over the view's height, viewWidthIn x 2/3)
 * are those the backend draws the room with (painting-module/src/mockups/rooms.ts; a unit test
 * keeps them equal).
 */
export const ROOM_GROUNDS: Record<RoomKey, { wall: string; floor: string; floorLine: number }> = {
  living: { wall: "#e9dfcf", floor: "#a77a4f", floorLine: 88 / 100 },
  bedroom: { wall: "#c9d4d6", floor: "#c9ab86", floorLine: 98 / 110 },
  hallway: { wall: "#efece6", floor: "#8b8f92", floorLine: 88 / 100 },
}

export function roomGround(room: RoomKey): string {
  const { wall, floor, floorLine } = ROOM_GROUNDS[room]
  const at = `${(floorLine * 100).toFixed(1)}%`
  return `linear-gradient(${wall} ${at}, ${floor} ${at})`
}

export function mockupSrc(paintingId: string, variant: string, room: RoomKey, width: number, format: "webp" | "jpeg" = "webp"): string {
  const query = new URLSearchParams({ variant, room, width: String(width), format })
  return `/api/painting/${encodeURIComponent(paintingId)}/mockup?${query}`
}

/** The `srcSet` over the given widths (all the backend draws, or the few a thumbnail needs). */
export function mockupSrcSet(paintingId: string, variant: string, room: RoomKey, widths: readonly number[] = MOCKUP_WIDTHS): string {
  return widths.map((w) => `${mockupSrc(paintingId, variant, room, w)} ${w}w`).join(", ")
}

/** The print's inches as it hangs: turned to the painting's orientation, as the mockup draws it. */
export function hangingInches(print: Pick<ChosenPrint, "widthIn" | "heightIn">, painting: Pick<Painting, "dimensions">) {
  const { width, height } = painting.dimensions ?? { width: 512, height: 768 }
  const short = Math.min(print.widthIn, print.heightIn)
  const long = Math.max(print.widthIn, print.heightIn)
  return width > height ? { widthIn: long, heightIn: short } : { widthIn: short, heightIn: long }
}

/** "Your painting as a 24 × 36 in canvas in a walnut frame, in a living room". */
export function mockupAlt(print: ChosenPrint, painting: Pick<Painting, "dimensions">, room: RoomKey, subject = "Your painting"): string {
  const { widthIn, heightIn } = hangingInches(print, painting)
  const frame = print.frame === "none" ? " with no frame" : ` in a ${print.frame} frame`
  const signed = print.signed ? ", hand-signed" : ""
  return `${subject} as a ${widthIn} × ${heightIn} in ${print.type}${frame}${signed}, ${IN_A_ROOM[room]}`
}
