import { existsSync } from "node:fs"
import { join, resolve } from "node:path"

/** The licensed pet photos of ../shared/fixtures/photos (see SOURCES.md there). */
export const FIXTURES_DIR = process.env.PHOTO_FIXTURES_DIR || resolve(__dirname, "..", "..", "..", "..", "shared", "fixtures", "photos")

export function fixture(name: string): string {
  const path = join(FIXTURES_DIR, name)
  if (!existsSync(path)) throw new Error(`Fixture photo ${path} is missing; set PHOTO_FIXTURES_DIR`)
  return path
}
