/**
 * Files stored before issue 18 were named `<ms>-<paintingId|photoId>-<version>.<ext>` and all of
 * them, clean paintings and pet photos included, were public. This finds them in the records and
 * says what each becomes: a copy under a random name (private for clean pictures and photo tiers,
 * public for watermarked previews), every reference to the old URL rewritten, the old file deleted.
 */
import { fileStorageFromEnv } from "@petshop/painting-module/config"

/** A name written since issue 18: 128 random bits (file-local adds `<ms>-`, file-s3 `-<ULID>`). */
const RANDOM_NAME = /(^|[-/])[0-9a-f]{32}(-[0-9A-Z]{26})?\.[a-z0-9]+$/

export type LegacyFile = { fileId: string; url: string; access: "public" | "private"; extension: string }

/** The File Module key of a stored file's URL, when it is one of ours (local /static or the S3 bucket). */
export function fileIdOfUrl(url: unknown): string | null {
  // An inline placeholder (data: URI) sits beside the URLs in an image set; it names no file.
  if (typeof url !== "string" || !url || url.startsWith("data:")) return null
  const settings = fileStorageFromEnv()
  const bases = [
    settings.S3_BUCKET ? `${settings.S3_FILE_URL.replace(/\/+$/, "")}/` : `${settings.BACKEND_URL.replace(/\/+$/, "")}/static/`,
  ]
  let path: string | null = null
  for (const base of bases) if (url.startsWith(base)) path = url.slice(base.length)
  if (path === null && !settings.S3_BUCKET) {
    // A URL written when the backend had another public address still names the same file.
    const at = url.indexOf("/static/")
    if (at >= 0) path = url.slice(at + "/static/".length)
  }
  if (!path) return null
  return path.split("?")[0].split("/").map(decodeURIComponent).join("/")
}

/** Whether a stored URL names a file under the old, guessable scheme. */
export function isLegacyUrl(url: unknown): url is string {
  const id = fileIdOfUrl(url)
  return Boolean(id && !RANDOM_NAME.test(id))
}

export function legacyFile(url: string, access: "public" | "private"): LegacyFile | null {
  const fileId = fileIdOfUrl(url)
  if (!fileId || RANDOM_NAME.test(fileId)) return null
  const extension = /\.([a-z0-9]+)$/i.exec(fileId)?.[1]?.toLowerCase() ?? "jpg"
  return { fileId, url, access, extension }
}

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => Boolean(v && typeof v === "object" && !Array.isArray(v))

export type PaintingRow = {
  id: string
  status: string
  image: unknown
  no_watermark: unknown
  no_watermark_hq: unknown
  progress_image: unknown
  history: unknown
}
export type PhotoRow = { id: string; image: unknown }

/** What a record's legacy files become: `copies` to make, then `apply` builds the new values from them. */
export type CopiedFile = { id: string; url: string }
export type CopyMap = Record<string, CopiedFile>

/** The legacy files a painting names, each with the access its copy gets. */
export function legacyPaintingFiles(p: PaintingRow): LegacyFile[] {
  const out: LegacyFile[] = []
  const add = (url: unknown, access: "public" | "private") => {
    const f = typeof url === "string" ? legacyFile(url, access) : null
    if (f) out.push(f)
  }
  if (isObj(p.image)) for (const v of Object.values(p.image)) add(v, "public")
  const addClean = (clean: unknown) => {
    if (!isObj(clean) || isObj(clean.files)) return
    add(clean.original, "private")
    add(clean.webp, "private")
  }
  addClean(p.no_watermark)
  addClean(p.no_watermark_hq)
  for (const result of appliedResults(p.history)) {
    if (isObj(result.image)) for (const v of Object.values(result.image)) add(v, "public")
    addClean(result.noWatermark)
  }
  return out
}

/** The files of a painting that are only deleted: progress frames, which were not watermarked. */
export function legacyProgressFiles(p: PaintingRow): string[] {
  const ids: string[] = []
  if (isObj(p.progress_image) && isLegacyUrl(p.progress_image.url)) ids.push(fileIdOfUrl(p.progress_image.url)!)
  if (typeof p.progress_image === "string" && isLegacyUrl(p.progress_image)) ids.push(fileIdOfUrl(p.progress_image)!)
  for (const state of appliedStates(p.history)) if (isLegacyUrl(state.progressImage)) ids.push(fileIdOfUrl(state.progressImage)!)
  return ids
}

function appliedStates(history: unknown): Obj[] {
  const pp = isObj(history) && isObj(history.postProcess) ? history.postProcess : null
  return pp ? Object.values(pp).filter(isObj) : []
}
const appliedResults = (history: unknown): Obj[] => appliedStates(history).flatMap((s) => (isObj(s.result) ? [s.result] : []))

/** A clean picture kept the old way ({original, webp} URLs) as private file ids. */
function privateImage(clean: unknown, copies: CopyMap): unknown {
  if (!isObj(clean) || isObj(clean.files)) return clean
  const original = copies[fileIdOfUrl(clean.original) ?? ""]
  const webp = copies[fileIdOfUrl(clean.webp) ?? ""]
  if (!original) return clean
  return { files: { original: original.id, webp: (webp ?? original).id }, width: clean.width, height: clean.height }
}

/** Every string in `value` that is an old URL, replaced by its copy's URL. */
export function rewriteUrls(value: unknown, urls: Record<string, string>): unknown {
  if (typeof value === "string") return urls[value] ?? value
  if (Array.isArray(value)) return value.map((v) => rewriteUrls(v, urls))
  if (isObj(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteUrls(v, urls)]))
  return value
}

/** The painting's columns once its legacy files are copied. */
export function migratedPainting(p: PaintingRow, copies: CopyMap, urls: Record<string, string>): Omit<PaintingRow, "id" | "status"> {
  const image = rewriteUrls(p.image, urls)
  const preview = isObj(image) && typeof image.original === "string" ? image.original : null
  const history = isObj(p.history)
    ? {
        ...p.history,
        ...(isObj(p.history.postProcess)
          ? {
              postProcess: Object.fromEntries(
                Object.entries(p.history.postProcess).map(([k, s]) => {
                  if (!isObj(s)) return [k, s]
                  const result = isObj(s.result)
                    ? { ...s.result, image: rewriteUrls(s.result.image, urls), noWatermark: privateImage(s.result.noWatermark, copies) }
                    : s.result
                  const progressImage = isLegacyUrl(s.progressImage)
                    ? isObj(result) && isObj(result.image)
                      ? result.image.original
                      : null
                    : s.progressImage
                  return [k, { ...s, result, progressImage }]
                })
              ),
            }
          : {}),
      }
    : p.history
  const legacyProgress = legacyProgressFiles({ ...p, history: null }).length > 0
  return {
    image,
    no_watermark: privateImage(p.no_watermark, copies),
    no_watermark_hq: privateImage(p.no_watermark_hq, copies),
    // The last progress frame is the watermarked preview; an old frame was the clean render.
    progress_image: legacyProgress ? (p.status === "complete" && preview ? { url: preview, progress: 100 } : null) : p.progress_image,
    history,
  }
}

type Tier = { webp?: unknown; jpeg?: unknown; width?: unknown; height?: unknown; files?: unknown }

/** The legacy tiers of a photo: all of them become private. */
export function legacyPhotoFiles(photo: PhotoRow): LegacyFile[] {
  if (!isObj(photo.image)) return []
  return Object.values(photo.image as Record<string, Tier>).flatMap((t) =>
    [t.webp, t.jpeg].flatMap((url) => {
      const f = typeof url === "string" ? legacyFile(url, "private") : null
      return f ? [f] : []
    })
  )
}

export function migratedPhotoImage(photo: PhotoRow, copies: CopyMap): unknown {
  if (!isObj(photo.image)) return photo.image
  return Object.fromEntries(
    Object.entries(photo.image as Record<string, Tier>).map(([tier, t]) => {
      const webp = copies[fileIdOfUrl(t.webp) ?? ""]
      const jpeg = copies[fileIdOfUrl(t.jpeg) ?? ""]
      if (!webp || !jpeg) return [tier, t]
      return [tier, { ...t, webp: webp.url, jpeg: jpeg.url, files: [webp.id, jpeg.id] }]
    })
  )
}
