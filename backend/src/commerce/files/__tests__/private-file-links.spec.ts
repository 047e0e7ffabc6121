/**
 * Links to private files stay the same while a page reads them again and again (the wizard reads
 * a photo every second while its style samples arrive), so the browser keeps the pictures it has,
 * and still last at least an hour and open only with their signature.
 */
import { describe, expect, it } from "vitest"
import { PRIVATE_FILE_LINK_TTL_SECONDS, privateFileUrl, verifyPrivateFileLink } from "../private-file-links"

const expiresOf = (link: string) => Number(new URL(link).searchParams.get("expires"))

describe("privateFileUrl", () => {
  it("gives the same link to reads a second apart, for minutes on end", () => {
    const start = Date.UTC(2026, 10, 27, 9, 0, 1)
    const links = new Set(Array.from({ length: 9 * 60 }, (_, i) => privateFileUrl("private-abc.webp", start + i * 1000)))
    expect(links.size).toBe(1)
  })

  it("lasts at least an hour from any read, and at most an hour and ten minutes", () => {
    for (const now of [Date.UTC(2026, 10, 27, 9, 0, 0), Date.UTC(2026, 10, 27, 9, 9, 59), Date.UTC(2026, 10, 27, 9, 13, 7)]) {
      const link = privateFileUrl("private-abc.webp", now)
      const left = expiresOf(link) - now / 1000
      expect(left).toBeGreaterThanOrEqual(PRIVATE_FILE_LINK_TTL_SECONDS)
      expect(left).toBeLessThanOrEqual(PRIVATE_FILE_LINK_TTL_SECONDS + 600)
      const url = new URL(link)
      expect(verifyPrivateFileLink("private-abc.webp", url.searchParams.get("expires"), url.searchParams.get("sig"), now)).toBe(true)
      expect(verifyPrivateFileLink("private-other.webp", url.searchParams.get("expires"), url.searchParams.get("sig"), now)).toBe(false)
    }
  })
})
