/**
 * Links to private files (clean pictures, HQ images, print files) for those allowed them: the
 * backend streams the file at /api/file/{fileId}?expires&sig from the File Module (local or
 * S3), so the file itself is never public. An hour is long enough for a page left open and
 * short enough that a forwarded link soon stops working.
 */
import { readShopEnv } from "../../config/shop-env"
import { signLink, verifySignedLink } from "./signed-links"

const SCOPE = "private-files"
export const PRIVATE_FILE_LINK_TTL_SECONDS = 60 * 60
/** A link stays the same for 10 minutes (it then lasts 60 to 70): a page that reads a photo every second reloads none of its pictures. */
export const PRIVATE_FILE_LINK_STEP_SECONDS = 10 * 60

export function privateFileUrl(fileId: string, now = Date.now()): string {
  const { expires, sig } = signLink(SCOPE, fileId, PRIVATE_FILE_LINK_TTL_SECONDS, now, PRIVATE_FILE_LINK_STEP_SECONDS)
  const base = readShopEnv().BACKEND_URL.replace(/\/+$/, "")
  return `${base}/api/file/${encodeURIComponent(fileId)}?expires=${expires}&sig=${sig}`
}

export function verifyPrivateFileLink(fileId: string, expires: unknown, sig: unknown, now = Date.now()): boolean {
  return verifySignedLink(SCOPE, fileId, expires, sig, now)
}

/** A clean picture as stored by the worker: private file ids and its size. */
type PrivateImage = { files: { original: string; webp?: string }; width?: number; height?: number }

const isPrivateImage = (value: unknown): value is PrivateImage =>
  Boolean(value && typeof value === "object" && typeof (value as PrivateImage).files?.original === "string")

/**
 * A stored clean picture as the API shows it, `{original, webp, width, height}` with signed
 * links; a picture kept the old way (a URL, e.g. an admin's hand-set showcase) as it is.
 */
export function signedImage(value: unknown, now = Date.now()): unknown {
  if (!isPrivateImage(value)) return value ?? null
  const { files, ...rest } = value
  return {
    ...rest,
    original: privateFileUrl(files.original, now),
    ...(files.webp ? { webp: privateFileUrl(files.webp, now) } : {}),
  }
}

/** A print file record ({fileId, width, height, dpi, ...}) with `url` a signed link. */
export function signedProductionImage(value: unknown, now = Date.now()): unknown {
  const fileId = value && typeof value === "object" ? (value as { fileId?: unknown }).fileId : undefined
  if (typeof fileId !== "string") return value ?? null
  return { ...(value as object), url: privateFileUrl(fileId, now) }
}
