/**
 * Medusa's local file provider, except that a file named with a random name (config/file-names.ts)
 * keeps exactly that name: the stock provider puts the millisecond of writing in front, which two
 * versions of one picture written together share and which dates the file (issue 18, item 2).
 * Any other name (seeded demo pictures) keeps the stock `<ms>-<name>` key, so it cannot collide.
 */
import { rename } from "node:fs/promises"
import { join } from "node:path"
import { LocalFileService } from "@medusajs/file-local"
import type { FileTypes } from "@medusajs/framework/types"
import { ModuleProvider, Modules } from "@medusajs/framework/utils"

const RANDOM_NAME = /^[0-9a-f]{32}\.[a-z0-9]+$/

class RandomNameLocalFileService extends LocalFileService {
  static override identifier = "localfs"

  override async upload(file: FileTypes.ProviderUploadFileDTO): Promise<FileTypes.ProviderFileResultDTO> {
    const stored = await super.upload(file)
    if (!RANDOM_NAME.test(file.filename)) return stored
    const isPrivate = file.access !== "public"
    const key = `${isPrivate ? "private-" : ""}${file.filename}`
    const dir = isPrivate ? this.privateUploadDir_ : this.uploadDir_
    await rename(join(dir, stored.key), join(dir, key))
    return { key, url: `${this.backendUrl_.replace(/\/+$/, "")}/${key}` }
  }
}

export default ModuleProvider(Modules.FILE, { services: [RandomNameLocalFileService] })
