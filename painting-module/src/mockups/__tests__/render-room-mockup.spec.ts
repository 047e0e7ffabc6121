/**
 * What a shopper sees in a room mockup, measured on the output pixels: a plain magenta
 * "painting" (no room draws magenta) is found in the picture, and the frame, edge and size
 * around it are read from the pixels next to it.
 */
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { renderRoomMockup, ROOMS, type MockupVariant, type RoomKey } from ".."
import { FLOAT_GAP_IN, MOULDING_IN } from "../plan-mockup-layout"

const WIDTH = 1200
const MAGENTA = { r: 255, g: 0, b: 255 }

const plainPicture = (width = 512, height = 768) =>
  sharp({ create: { width, height, channels: 3, background: MAGENTA } })
    .png()
    .toBuffer()

const canvas = (widthIn: number, heightIn: number, frame: MockupVariant["frame"] = "none", signed = false): MockupVariant => ({
  widthIn,
  heightIn,
  type: "canvas",
  frame,
  signed,
})

type Pixels = { data: Buffer; width: number; height: number }

async function render(variant: MockupVariant, room: RoomKey = "living", picture?: Buffer, width = WIDTH): Promise<Pixels> {
  const { image } = await renderRoomMockup({ picture: picture ?? (await plainPicture()), variant, room, width })
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

const at = (p: Pixels, x: number, y: number) => {
  const i = (y * p.width + x) * 3
  return { r: p.data[i], g: p.data[i + 1], b: p.data[i + 2] }
}
const isMagenta = ({ r, g, b }: { r: number; g: number; b: number }) => r > 200 && b > 200 && g < 70

/** The bounding box of the bright magenta pixels: the painting as printed. */
function paintingBox(p: Pixels) {
  let left = p.width
  let right = -1
  let top = p.height
  let bottom = -1
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      if (!isMagenta(at(p, x, y))) continue
      left = Math.min(left, x)
      right = Math.max(right, x)
      top = Math.min(top, y)
      bottom = Math.max(bottom, y)
    }
  }
  if (right < 0) throw new Error("no painting in the mockup")
  return { left, top, width: right - left + 1, height: bottom - top + 1, right, bottom }
}

/** The mean colour of a run of pixels on the row through the painting's middle. */
function meanOfRow(p: Pixels, y: number, x0: number, x1: number) {
  const sum = { r: 0, g: 0, b: 0 }
  for (let x = x0; x <= x1; x++) {
    const c = at(p, x, y)
    sum.r += c.r
    sum.g += c.g
    sum.b += c.b
  }
  const n = x1 - x0 + 1
  return { r: sum.r / n, g: sum.g / n, b: sum.b / n }
}

const ppi = (room: RoomKey, width = WIDTH) => width / ROOMS[room].viewWidthIn

describe("renderRoomMockup", () => {
  it("draws each frame in its colour around the picture", async () => {
    const moulding = Math.round(MOULDING_IN * ppi("living"))
    // Outside the float frame's gap round the canvas.
    const gap = Math.round(FLOAT_GAP_IN * ppi("living"))
    const borders: Record<string, { r: number; g: number; b: number }> = {}
    for (const frame of ["black", "walnut", "white"] as const) {
      const p = await render(canvas(16, 24, frame))
      const box = paintingBox(p)
      const y = Math.round(box.top + box.height / 2)
      // Both sides of the moulding, just outside the picture (the inner rebate line skipped).
      const left = meanOfRow(p, y, box.left - gap - moulding + 2, box.left - gap - 3)
      const right = meanOfRow(p, y, box.right + gap + 3, box.right + gap + moulding - 2)
      borders[frame] = { r: (left.r + right.r) / 2, g: (left.g + right.g) / 2, b: (left.b + right.b) / 2 }
    }
    const { black, walnut, white } = borders
    expect(Math.max(black.r, black.g, black.b)).toBeLessThan(70)
    expect(Math.min(white.r, white.g, white.b)).toBeGreaterThan(200)
    // Walnut: a mid brown, red over green over blue.
    expect(walnut.r).toBeGreaterThan(walnut.g)
    expect(walnut.g).toBeGreaterThan(walnut.b)
    expect(walnut.r - walnut.b).toBeGreaterThan(35)
    expect(walnut.r).toBeGreaterThan(70)
    expect(walnut.r).toBeLessThan(170)
  })

  it("sizes the painting by the product's inches: 24x36 is twice 12x18, at the room's scale", async () => {
    for (const room of ["living", "bedroom", "hallway"] as const) {
      const small = paintingBox(await render(canvas(12, 18), room))
      const large = paintingBox(await render(canvas(24, 36), room))
      expect(Math.abs(small.width - Math.round(12 * ppi(room)))).toBeLessThanOrEqual(1)
      expect(Math.abs(small.height - Math.round(18 * ppi(room)))).toBeLessThanOrEqual(1)
      expect(Math.abs(large.width - 2 * small.width)).toBeLessThanOrEqual(2)
      expect(Math.abs(large.height - 2 * small.height)).toBeLessThanOrEqual(2)
    }
  })

  it("hangs a landscape painting landscape, whichever way the product's inches are given", async () => {
    const box = paintingBox(await render(canvas(12, 18), "living", await plainPicture(768, 512)))
    expect(Math.abs(box.width - Math.round(18 * ppi("living")))).toBeLessThanOrEqual(1)
    expect(Math.abs(box.height - Math.round(12 * ppi("living")))).toBeLessThanOrEqual(1)
  })

  it("shows a canvas's wrapped edge where a poster has its white margin", async () => {
    const wrap = await render(canvas(24, 36))
    const poster = await render({ widthIn: 24, heightIn: 36, type: "poster", frame: "none", signed: false })
    const c = paintingBox(wrap)
    const p = paintingBox(poster)
    const y = Math.round(c.top + c.height / 2)
    // The canvas's side, away from the living room's light (it comes from the left): the
    // painting's colour, shaded.
    const side = meanOfRow(wrap, y, c.right + 2, c.right + 3)
    expect(side.g).toBeLessThan(60)
    expect(side.r).toBeGreaterThan(110)
    expect(side.r).toBeLessThan(200)
    expect(Math.abs(side.r - side.b)).toBeLessThan(25)
    // The poster's paper: near white on both sides and above.
    const margin = Math.round(ppi("living") * 0.5)
    for (const paper of [
      meanOfRow(poster, y, p.right + 2, p.right + margin),
      meanOfRow(poster, y, p.left - margin, p.left - 2),
      meanOfRow(poster, p.top - margin, p.left, p.right),
    ]) {
      expect(Math.min(paper.r, paper.g, paper.b)).toBeGreaterThan(225)
    }
  })

  it("signs a signed print in its lower right corner", async () => {
    const countInk = (p: Pixels) => {
      const box = paintingBox(p)
      let ink = 0
      for (let y = box.bottom - Math.round(box.height * 0.15); y <= box.bottom; y++) {
        for (let x = box.right - Math.round(box.width * 0.3); x <= box.right; x++) {
          if (at(p, x, y).g < 120 && at(p, x, y).r < 120) ink++
        }
      }
      return ink
    }
    expect(countInk(await render(canvas(24, 36, "none", false)))).toBe(0)
    expect(countInk(await render(canvas(24, 36, "none", true)))).toBeGreaterThan(20)
  })

  it("draws three different rooms", async () => {
    const rooms = ["living", "bedroom", "hallway"] as const
    const small = await Promise.all(
      rooms.map(async (room) => {
        const { image } = await renderRoomMockup({ picture: await plainPicture(), variant: canvas(16, 24), room, width: 600 })
        return sharp(image).resize(60, 40, { fit: "fill" }).greyscale().raw().toBuffer()
      })
    )
    const difference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length
    for (const [i, j] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ]) {
      expect(difference(small[i], small[j])).toBeGreaterThan(8)
    }
  })

  it("encodes the width asked for, 3:2, as JPEG or WebP", async () => {
    const picture = await plainPicture()
    const jpeg = await renderRoomMockup({ picture, variant: canvas(12, 18), room: "bedroom", width: 640 })
    const webp = await renderRoomMockup({ picture, variant: canvas(12, 18), room: "bedroom", width: 640, format: "webp" })
    expect(await sharp(jpeg.image).metadata()).toMatchObject({ format: "jpeg", width: 640, height: 427 })
    expect(await sharp(webp.image).metadata()).toMatchObject({ format: "webp", width: 640, height: 427 })
    expect(webp.contentType).toBe("image/webp")
  })

  // The storefront asks for 320 and 480 px thumbnails (cart lines, size rows): a wall under the
  // plaster tile's 256 px once made sharp refuse the composite.
  it("draws every room at the smallest and largest widths the shop asks for", async () => {
    for (const room of Object.keys(ROOMS) as RoomKey[]) {
      for (const width of [320, 480, 1920]) {
        const { image } = await renderRoomMockup({ picture: await plainPicture(), variant: canvas(8, 10, "black"), room, width })
        expect(await sharp(image).metadata(), `${room} at ${width} px`).toMatchObject({ width, height: Math.round(width / 1.5) })
      }
    }
  })
})
