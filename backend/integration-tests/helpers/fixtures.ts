import { existsSync } from "node:fs"
import { join, resolve } from "node:path"

/**
 * The shop's test photos: the repository's tests/fixtures/photos (licences in its SOURCES.md),
 * found from this file, or the folder PHOTO_FIXTURES_DIR names.
 */
export const fixturePhotosDir = (): string =>
  process.env.PHOTO_FIXTURES_DIR || resolve(__dirname, "..", "..", "..", "tests", "fixtures", "photos")

/** A photo of that folder by its name there (`by-sa/<name>` for the by-sa ones); it must exist. */
export function fixturePhoto(name: string): string {
  const path = join(fixturePhotosDir(), name)
  if (!existsSync(path)) throw new Error(`Fixture photo ${path} is missing (tests/fixtures/photos, or set PHOTO_FIXTURES_DIR)`)
  return path
}

/** The name the integration specs use for fixturePhoto. */
export const fixture = fixturePhoto
