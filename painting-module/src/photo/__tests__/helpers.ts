/**
 * Test inputs: the test photos (tests/fixtures/photos, see fixture-photos.ts), and hostile files made on the fly.
 */
import { readFileSync } from "node:fs"
import { promisify } from "node:util"
import { deflate } from "node:zlib"
import sharp from "sharp"
import { fixturePhoto } from "../../__tests__/fixture-photos"

/** The bytes of a test photo. */
export const fixture = (name: string) => readFileSync(fixturePhoto(name))

export const CAT_FIXTURES = [
  "cat-chelsea.png",
  "cat-tabby-large-3456x2304.jpg",
  "cat-tortoiseshell-white.webp",
  "by-sa/cat-grey-dark-background.jpg",
  "by-sa/cat-maine-coon-greenery.jpg",
  "by-sa/cat-tabby-white-background.jpg",
]
export const DOG_FIXTURES = [
  "dog-beagle-landscape.jpg",
  "dog-beagle-exif-orientation-6.jpg",
  "dog-and-person-portrait.jpg",
  "dog-bicycle-street.jpg",
]

/** The ~640 px raw RGB image the analyser takes (what makeImageTiers hands it). */
export async function analysisInputOf(name: string) {
  const { data, info } = await sharp(fixture(name))
    .rotate()
    .resize(640, 640, { fit: "inside" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

// --- PNG crafting -----------------------------------------------------------------------

const CRC_TABLE = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()

function crc32(buf: Buffer): number {
  let c = 0xffffffff
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, "latin1")
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/**
 * A complete, valid 1-bit greyscale PNG of `size` × `size` pixels (all black): a
 * decompression bomb (20000² → 400 megapixels, ~50 KB on disk).
 */
export async function pngBomb(size = 20_000): Promise<Buffer> {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr[8] = 1 // bit depth
  ihdr[9] = 0 // greyscale
  const rowBytes = 1 + Math.ceil(size / 8) // filter byte + packed pixels
  const raw = Buffer.alloc(rowBytes * size) // zeros: filter 0, black pixels
  const idat = await promisify(deflate)(raw, { level: 1 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", idat),
    pngChunk("IEND", Buffer.alloc(0)),
  ])
}

// --- HEIC crafting ----------------------------------------------------------------------

const u8 = (...v: number[]) => Buffer.from(v)
const u16 = (v: number) => {
  const b = Buffer.alloc(2)
  b.writeUInt16BE(v)
  return b
}
const u32 = (v: number) => {
  const b = Buffer.alloc(4)
  b.writeUInt32BE(v)
  return b
}
const str = (s: string) => Buffer.from(s, "latin1")
function box(type: string, ...parts: Buffer[]): Buffer {
  const payload = Buffer.concat(parts)
  return Buffer.concat([u32(8 + payload.length), str(type), payload])
}
const fullBox = (type: string, version: number, ...parts: Buffer[]) => box(type, u32((version & 255) << 24), ...parts)

/**
 * A minimal HEIC container as an iPhone writes it (brand heic, one `hvc1` item with an
 * `hvcC` configuration and its size in `ispe`), whose HEVC payload is 32 dummy bytes.
 * libvips reads its header (format, size) but cannot decode it: prebuilt sharp has no
 * HEVC decoder, which is what happens with real iPhone photos.
 */
export function fakeHeic(width = 4032, height = 3024): Buffer {
  const ftyp = box("ftyp", str("heic"), u32(0), str("mif1"), str("heic"))
  const hvcC = box(
    "hvcC",
    u8(1, 1),
    u32(0x60000000),
    u8(0x90, 0, 0, 0, 0, 0),
    u8(0x5d),
    u16(0xf000),
    u8(0xfc, 0xfd, 0xf8, 0xf8),
    u16(0),
    u8(0x0f),
    u8(0)
  )
  const iprp = box(
    "iprp",
    box("ipco", hvcC, fullBox("ispe", 0, u32(width), u32(height))),
    fullBox("ipma", 0, u32(1), u16(1), u8(2), u8(0x81, 0x02))
  )
  const hdlr = fullBox("hdlr", 0, u32(0), str("pict"), u32(0), u32(0), u32(0), u8(0))
  const pitm = fullBox("pitm", 0, u16(1))
  const iinf = fullBox("iinf", 0, u16(1), fullBox("infe", 2, u16(1), u16(0), str("hvc1"), u8(0)))
  const data = Buffer.alloc(32, 0x11)
  const build = (offset: number) => {
    const iloc = fullBox("iloc", 0, u8(0x44, 0x00), u16(1), u16(1), u16(0), u16(1), u32(offset), u32(data.length))
    return Buffer.concat([ftyp, fullBox("meta", 0, hdlr, pitm, iloc, iinf, iprp), box("mdat", data)])
  }
  const draft = build(0)
  return build(draft.length - data.length)
}

/** Mean absolute difference per channel value between two same-size images (0..255). */
export async function meanAbsDiff(a: Buffer, b: Buffer, width = 64, height = 64): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((img) => sharp(img).resize(width, height, { fit: "fill" }).removeAlpha().raw().toBuffer()))
  let sum = 0
  for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!)
  return sum / x!.length
}
