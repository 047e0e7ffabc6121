/**
 * A room without the picture, as raw RGB at one output width: wall (colour, fine plaster
 * texture, light falling off from one side), skirting, floor, and the furniture at its real size.
 * Derived only from the room's data, so each process keeps the last few it drew (rasterising
 * the SVG's texture is most of a cold mockup's time).
 */
import sharp from "sharp"
import { mulberry32 } from "../engine/prng"
import { mockupHeight } from "./plan-mockup-layout"
import type { Room } from "./rooms"

export type RoomBackground = { data: Buffer; width: number; height: number; channels: 3 }

/** Kept per room and width: a 1920 px room is 7 MB raw, so only the most recent few. */
const KEEP = 12
const drawn = new Map<string, Promise<RoomBackground>>()

export function roomSvg(room: Room, width: number): string {
  const height = mockupHeight(width)
  const viewW = room.viewWidthIn
  const viewH = viewW * (height / width)
  const floor = room.floorLineIn
  const planks = Array.from({ length: 8 }, (_, i) => {
    const y = floor + ((i + 1) * (viewH - floor)) / 8
    return `<line x1="0" y1="${y}" x2="${viewW}" y2="${y}" stroke="${room.floor.plank}" stroke-width="${0.15 + i * 0.04}"/>`
  }).join("")
  const furniture = room.furniture
    .map((f) => {
      const x = f.centreXIn - f.widthIn / 2
      const y = floor + f.dropIn - f.heightIn
      // A soft contact shadow on the floor, then the piece itself.
      return (
        `<ellipse cx="${f.centreXIn}" cy="${floor + f.dropIn}" rx="${f.widthIn * 0.55}" ry="2.2" fill="#000" opacity="0.22" filter="url(#soft)"/>` +
        `<g transform="translate(${x} ${y})">${f.svg}</g>`
      )
    })
    .join("")
  const lightX = room.light.fromX * viewW
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="none">
  <defs>
    <radialGradient id="light" cx="${lightX}" cy="${floor * 0.2}" r="${viewW * 0.95}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${room.light.warmth}" stop-opacity="0.55"/>
      <stop offset="0.55" stop-color="${room.wall.colour}" stop-opacity="0"/>
      <stop offset="1" stop-color="${room.wall.shade}" stop-opacity="0.85"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${room.floor.plank}"/>
      <stop offset="1" stop-color="${room.floor.colour}"/>
    </linearGradient>
    <filter id="soft" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="1.2"/></filter>
  </defs>
  <rect width="${viewW}" height="${floor}" fill="${room.wall.colour}"/>
  <rect width="${viewW}" height="${floor}" fill="url(#light)"/>
  <rect y="${floor}" width="${viewW}" height="${viewH - floor}" fill="url(#floor)"/>
  ${planks}
  <rect y="${floor - room.skirting.heightIn}" width="${viewW}" height="${room.skirting.heightIn}" fill="${room.skirting.colour}"/>
  <rect y="${floor - 0.3}" width="${viewW}" height="0.6" fill="#000" opacity="0.18"/>
  ${furniture}
</svg>`
}

const TILE = 256

/**
 * The plaster's grain: a seeded, slightly blurred grey noise tile (mid-grey ± amplitude) laid
 * over the wall in soft-light. An SVG feTurbulence looks the same but takes ~0.6 s at 1920 px.
 */
async function plasterTile(amplitude: number, width: number, height: number): Promise<Buffer> {
  const random = mulberry32(7)
  const grey = Buffer.alloc(width * height)
  for (let i = 0; i < grey.length; i++) grey[i] = Math.round(128 + (random() * 2 - 1) * amplitude * 255)
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .blur(0.8)
    .toColourspace("srgb")
    .png({ compressionLevel: 0 })
    .toBuffer()
}

async function draw(room: Room, width: number): Promise<RoomBackground> {
  const height = mockupHeight(width)
  const wallHeight = Math.round((room.floorLineIn - room.skirting.heightIn) * (width / room.viewWidthIn))
  const base = await sharp(Buffer.from(roomSvg(room, width)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const grain = await sharp({ create: { width, height: wallHeight, channels: 3, background: "#808080" } })
    // sharp refuses a tile larger than the picture it covers: a small mockup's wall is under 256 px high.
    .composite([
      { input: await plasterTile(room.wall.texture, Math.min(TILE, width), Math.min(TILE, wallHeight)), tile: true, left: 0, top: 0 },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer()
  const data = await sharp(base.data, { raw: { width, height, channels: 3 } })
    .composite([{ input: grain, left: 0, top: 0, blend: "soft-light" }])
    .removeAlpha()
    .raw()
    .toBuffer()
  return { data, width, height, channels: 3 }
}

/** The room at this width, drawn once per process (the last KEEP kept). */
export function drawRoomBackground(room: Room, width: number): Promise<RoomBackground> {
  const key = `${room.key}:${width}`
  let found = drawn.get(key)
  if (found) {
    // Most recently used last.
    drawn.delete(key)
    drawn.set(key, found)
    return found
  }
  found = draw(room, width)
  drawn.set(key, found)
  found.catch(() => drawn.delete(key))
  while (drawn.size > KEEP) drawn.delete(drawn.keys().next().value!)
  return found
}

/** Forgets every drawn room (benchmarks measure a cold render with it). */
export function forgetRoomBackgrounds(): void {
  drawn.clear()
}
