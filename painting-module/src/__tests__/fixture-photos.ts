/**
 * The shop's test photos: the repository's tests/fixtures/photos (licences in its SOURCES.md),
 * found from this file, or the folder PHOTO_FIXTURES_DIR names. A test helper: like the spec
 * files, __tests__ folders are left out of the build (tsconfig.json), so it is not in dist.
 */
import { join, resolve } from "node:path"

export const fixturePhotosDir = (): string =>
  process.env.PHOTO_FIXTURES_DIR || resolve(__dirname, "..", "..", "..", "tests", "fixtures", "photos")

/** A photo of that folder by its name there (`by-sa/<name>` for the by-sa ones). */
export const fixturePhoto = (name: string): string => join(fixturePhotosDir(), name)
