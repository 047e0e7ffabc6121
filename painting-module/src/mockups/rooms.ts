/**
 * The rooms a painting is shown hanging in, as data. Everything is in inches on a front view of
 * the wall (x from the left, y down from the top of the view), so one SVG draws a room at any
 * output width and the scale (pixels per inch = output width / view width) is the same for the
 * furniture and the picture: a sofa of 84 in and a 24x36 print are drawn at their real sizes.
 * Drawn by the project (no photos), so there is nothing to license.
 */

export const ROOM_KEYS = ["living", "bedroom", "hallway"] as const
export type RoomKey = (typeof ROOM_KEYS)[number]

/** Output images are 3:2 (width x 2/3). */
export const MOCKUP_ASPECT = 2 / 3

export type Furniture = {
  name: string
  /** Real size in inches; the SVG is drawn in a 0..width x 0..height box. */
  widthIn: number
  heightIn: number
  /** The furniture's centre from the view's left edge, in inches. */
  centreXIn: number
  /** Inches its feet stand below the floor line (it stands a little in front of the wall). */
  dropIn: number
  svg: string
}

export type Room = {
  key: RoomKey
  label: string
  /** How much wall the view shows, side to side; the view's height is 2/3 of it. */
  viewWidthIn: number
  /** Where the wall meets the floor, from the top of the view. */
  floorLineIn: number
  wall: { colour: string; shade: string; texture: number }
  /** Skirting board height and colour. */
  skirting: { heightIn: number; colour: string }
  floor: { colour: string; plank: string }
  furniture: Furniture[]
  /** Where the picture hangs: centred on x, centre at eye level unless it would come closer than gap to the furniture. */
  hang: { centreXIn: number; eyeLevelIn: number; furnitureTopIn: number; gapIn: number }
  /** The light: where it comes from (fraction of the view's width) and how warm. */
  light: { fromX: number; warmth: string }
}

const sofa = (w: number, h: number, fabric: string, dark: string, leg: string) => `
  <rect x="2" y="${h * 0.3}" width="${w - 4}" height="${h * 0.42}" rx="3" fill="${dark}"/>
  <rect x="0" y="${h * 0.32}" width="9" height="${h * 0.6}" rx="4" fill="${fabric}"/>
  <rect x="${w - 9}" y="${h * 0.32}" width="9" height="${h * 0.6}" rx="4" fill="${fabric}"/>
  <rect x="6" y="0" width="${w - 12}" height="${h * 0.58}" rx="5" fill="${fabric}"/>
  <line x1="${w / 2}" y1="3" x2="${w / 2}" y2="${h * 0.56}" stroke="${dark}" stroke-width="0.6"/>
  <rect x="7" y="${h * 0.56}" width="${w - 14}" height="${h * 0.3}" rx="3" fill="${fabric}"/>
  <rect x="7" y="${h * 0.82}" width="${w - 14}" height="${h * 0.06}" fill="${dark}" opacity="0.5"/>
  <rect x="3" y="${h * 0.9}" width="2" height="${h * 0.1}" fill="${leg}"/>
  <rect x="${w - 5}" y="${h * 0.9}" width="2" height="${h * 0.1}" fill="${leg}"/>
  <rect x="14" y="${h * 0.18}" width="16" height="14" rx="3" fill="#d9a441" transform="rotate(-8 22 ${h * 0.25})"/>`

const bed = (w: number, h: number) => `
  <rect x="0" y="0" width="${w}" height="${h * 0.62}" rx="3" fill="#8c9a8a"/>
  <rect x="2" y="2" width="${w - 4}" height="${h * 0.58}" rx="2" fill="none" stroke="#7a8878" stroke-width="0.8"/>
  <rect x="-4" y="${h * 0.46}" width="${w + 8}" height="${h * 0.42}" rx="2" fill="#f4f1ea"/>
  <rect x="5" y="${h * 0.34}" width="${w / 2 - 8}" height="${h * 0.18}" rx="5" fill="#ffffff"/>
  <rect x="${w / 2 + 3}" y="${h * 0.34}" width="${w / 2 - 8}" height="${h * 0.18}" rx="5" fill="#ffffff"/>
  <rect x="-4" y="${h * 0.64}" width="${w + 8}" height="${h * 0.24}" rx="1" fill="#c8b59a"/>
  <rect x="-3" y="${h * 0.88}" width="${w + 6}" height="${h * 0.12}" fill="#6f5a44"/>`

const nightstand = (w: number, h: number) => `
  <rect x="0" y="${h * 0.45}" width="${w}" height="${h * 0.55}" fill="#a27a52"/>
  <rect x="1" y="${h * 0.55}" width="${w - 2}" height="${h * 0.16}" fill="none" stroke="#7e5c3b" stroke-width="0.4"/>
  <circle cx="${w / 2}" cy="${h * 0.63}" r="0.6" fill="#3b2c1d"/>
  <rect x="${w / 2 - 2}" y="${h * 0.3}" width="4" height="${h * 0.15}" fill="#d8d2c4"/>
  <path d="M ${w / 2 - 7} ${h * 0.3} L ${w / 2 - 4} 0 L ${w / 2 + 4} 0 L ${w / 2 + 7} ${h * 0.3} Z" fill="#f3e6c6"/>`

const sideboard = (w: number, h: number) => `
  <rect x="0" y="${h * 0.28}" width="${w}" height="${h * 0.6}" fill="#5b4634"/>
  <rect x="-1" y="${h * 0.26}" width="${w + 2}" height="1.2" fill="#4a3828"/>
  <rect x="2" y="${h * 0.33}" width="${w / 2 - 3}" height="${h * 0.5}" fill="none" stroke="#46352a" stroke-width="0.5"/>
  <rect x="${w / 2 + 1}" y="${h * 0.33}" width="${w / 2 - 3}" height="${h * 0.5}" fill="none" stroke="#46352a" stroke-width="0.5"/>
  <rect x="3" y="${h * 0.88}" width="1.5" height="${h * 0.12}" fill="#2e241b"/>
  <rect x="${w - 4.5}" y="${h * 0.88}" width="1.5" height="${h * 0.12}" fill="#2e241b"/>
  <path d="M ${w * 0.78} ${h * 0.26} C ${w * 0.74} ${h * 0.12} ${w * 0.76} ${h * 0.05} ${w * 0.8} 0 C ${w * 0.84} ${h * 0.05} ${w * 0.86} ${h * 0.12} ${w * 0.82} ${h * 0.26} Z" fill="#c9d3cf"/>
  <rect x="${w * 0.12}" y="${h * 0.2}" width="9" height="${h * 0.06}" fill="#b84a3a"/>
  <rect x="${w * 0.13}" y="${h * 0.15}" width="8" height="${h * 0.05}" fill="#e3d7c2"/>`

const plant = (w: number, h: number) => `
  <path d="M ${w * 0.2} ${h * 0.72} L ${w * 0.8} ${h * 0.72} L ${w * 0.7} ${h} L ${w * 0.3} ${h} Z" fill="#c77d55"/>
  <path d="M ${w / 2} ${h * 0.72} C ${w * 0.1} ${h * 0.5} 0 ${h * 0.2} ${w * 0.2} 0 C ${w * 0.35} ${h * 0.3} ${w * 0.45} ${h * 0.5} ${w / 2} ${h * 0.72} Z" fill="#4f7a4a"/>
  <path d="M ${w / 2} ${h * 0.72} C ${w * 0.9} ${h * 0.5} ${w} ${h * 0.25} ${w * 0.85} ${h * 0.05} C ${w * 0.65} ${h * 0.3} ${w * 0.55} ${h * 0.5} ${w / 2} ${h * 0.72} Z" fill="#5f8c57"/>`

export const ROOMS: Record<RoomKey, Room> = {
  living: {
    key: "living",
    label: "Living room",
    viewWidthIn: 150,
    floorLineIn: 88,
    wall: { colour: "#e9dfcf", shade: "#cfc2ad", texture: 0.05 },
    skirting: { heightIn: 4, colour: "#f6f1e8" },
    floor: { colour: "#a77a4f", plank: "#8d6440" },
    furniture: [
      { name: "sofa", widthIn: 84, heightIn: 34, centreXIn: 75, dropIn: 3, svg: sofa(84, 34, "#6d7f8c", "#56666f", "#3a2a1c") },
      { name: "plant", widthIn: 18, heightIn: 44, centreXIn: 134, dropIn: 2, svg: plant(18, 44) },
    ],
    hang: { centreXIn: 75, eyeLevelIn: 57, furnitureTopIn: 31, gapIn: 9 },
    light: { fromX: 0.1, warmth: "#fff3dc" },
  },
  bedroom: {
    key: "bedroom",
    label: "Bedroom",
    viewWidthIn: 165,
    floorLineIn: 98,
    wall: { colour: "#c9d4d6", shade: "#a9b7ba", texture: 0.04 },
    skirting: { heightIn: 5, colour: "#eef1f0" },
    floor: { colour: "#c9ab86", plank: "#b39370" },
    furniture: [
      { name: "queen bed", widthIn: 64, heightIn: 48, centreXIn: 82.5, dropIn: 4, svg: bed(64, 48) },
      { name: "nightstand", widthIn: 20, heightIn: 40, centreXIn: 36, dropIn: 3, svg: nightstand(20, 40) },
      { name: "nightstand", widthIn: 20, heightIn: 40, centreXIn: 129, dropIn: 3, svg: nightstand(20, 40) },
    ],
    hang: { centreXIn: 82.5, eyeLevelIn: 57, furnitureTopIn: 44, gapIn: 6 },
    light: { fromX: 0.85, warmth: "#fff7ea" },
  },
  hallway: {
    key: "hallway",
    label: "Hallway",
    viewWidthIn: 150,
    floorLineIn: 88,
    wall: { colour: "#efece6", shade: "#d3cdc2", texture: 0.06 },
    skirting: { heightIn: 6, colour: "#2f3b45" },
    floor: { colour: "#8b8f92", plank: "#7b7f82" },
    furniture: [{ name: "sideboard", widthIn: 60, heightIn: 40, centreXIn: 64, dropIn: 2, svg: sideboard(60, 40) }],
    hang: { centreXIn: 64, eyeLevelIn: 60, furnitureTopIn: 29.5, gapIn: 9 },
    light: { fromX: 0.5, warmth: "#ffffff" },
  },
}

export const isRoomKey = (value: unknown): value is RoomKey => ROOM_KEYS.includes(value as RoomKey)
