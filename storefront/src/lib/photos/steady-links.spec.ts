import type { Photo } from "@petshop/contract"
import { describe, expect, it } from "vitest"
import { KEEP_LINK_MS, keepSteadyLinks, steadyLink } from "./steady-links"

const now = 1_800_000_000_000
const link = (file: string, expiresIn: number, sig = "a") =>
  `https://api.test/api/file/${file}?expires=${Math.floor((now + expiresIn) / 1000)}&sig=${sig}`

describe("steady links to a photo's pictures", () => {
  it("keeps a link to the same file while it stays valid for a while", () => {
    const before = link("f1", 3_600_000)
    expect(steadyLink(before, link("f1", 3_601_000, "b"), now)).toBe(before)
  })

  it("takes the new link for another file, a link about to expire, or an unsigned one", () => {
    const next = link("f2", 3_600_000, "b")
    expect(steadyLink(link("f1", 3_600_000), next, now)).toBe(next)
    const fresh = link("f1", 3_600_000, "b")
    expect(steadyLink(link("f1", KEEP_LINK_MS - 1000), fresh, now)).toBe(fresh)
    expect(steadyLink("https://cdn.test/a.jpg?v=1", "https://cdn.test/a.jpg?v=2", now)).toBe("https://cdn.test/a.jpg?v=2")
    expect(steadyLink(undefined, fresh, now)).toBe(fresh)
    expect(steadyLink("not a url", fresh, now)).toBe(fresh)
  })

  it("keeps the earlier read's links of the photo's sizes and samples, and adds the new samples", () => {
    const tier = (file: string, sig: string) => ({
      webp: link(`${file}.webp`, 3_600_000, sig),
      jpeg: link(`${file}.jpg`, 3_600_000, sig),
      width: 1,
      height: 1,
    })
    const sample = (styleId: string, sig: string) => ({
      styleId,
      image: link(styleId, 3_600_000, sig),
      width: 192,
      height: 288,
      sketch: false,
    })
    const before = {
      id: "p",
      image: { low: tier("low", "a") },
      styleSamples: [sample("oil", "a")],
      sampling: { done: 1, total: 2 },
    } as unknown as Photo
    const after = {
      id: "p",
      image: { low: tier("low", "b") },
      styleSamples: [sample("oil", "b"), sample("watercolor", "b")],
      sampling: { done: 2, total: 2 },
    } as unknown as Photo
    const kept = keepSteadyLinks(before, after, now)
    expect(kept.image).toEqual(before.image)
    expect(kept.styleSamples).toEqual([before.styleSamples![0], after.styleSamples![1]])
    expect(kept.sampling).toEqual({ done: 2, total: 2 })
    expect(keepSteadyLinks({ ...before, id: "q" }, after, now)).toBe(after)
  })
})
