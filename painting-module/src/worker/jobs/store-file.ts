/**
 * How the worker writes a picture to the File Module: under a random name (config/file-names.ts),
 * public only for what anyone may see (watermarked previews, progress frames, photo tiers shown
 * to their owner), private for clean pictures, print files and originals, which the backend
 * hands out through short-lived signed links to those who bought them.
 */
import type { IFileModuleService } from "@medusajs/framework/types"
import { randomFileName } from "../../config/file-names"

export type ImageType = "jpeg" | "webp" | "png"
export type Access = "public" | "private"
export type StoredFile = { id: string; url: string }
export type StoreFile = (bytes: Buffer, type: ImageType, access: Access) => Promise<StoredFile>

const EXTENSIONS: Record<ImageType, string> = { jpeg: "jpg", webp: "webp", png: "png" }

export function fileStore(files: Pick<IFileModuleService, "createFiles">): StoreFile {
  return async (bytes, type, access) => {
    const file = await files.createFiles({
      filename: randomFileName(EXTENSIONS[type]),
      mimeType: `image/${type}`,
      content: bytes.toString("base64"),
      access,
    })
    return { id: file.id, url: file.url }
  }
}

/**
 * A clean (unwatermarked) picture kept privately: its file ids and size, never a URL. The backend
 * presents it as `{original, webp, width, height}` with signed links to the buyer and staff only.
 */
export type PrivateImage = { files: { original: string; webp: string }; width: number; height: number }
