/**
 * Gives the test file its own file-store folders (set before the app boots), so counting
 * files shows exactly what a refused upload stored.
 */
import { mkdtempSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

export function useOwnFileFolders(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
  process.env.FILE_UPLOAD_DIR = join(dir, "public")
  process.env.FILE_PRIVATE_DIR = join(dir, "private")
  return {
    count: (folder: string) => {
      try {
        return readdirSync(folder).length
      } catch {
        return 0
      }
    },
  }
}
