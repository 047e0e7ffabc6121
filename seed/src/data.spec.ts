import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { DATA_DIR, loadCatalogueData } from "./data"
import { categoryHandlesFor } from "./steps/seed-catalogue"

function copyOfData(): string {
  const dir = mkdtempSync(join(tmpdir(), "seed-data-"))
  cpSync(DATA_DIR, dir, { recursive: true })
  return dir
}

/** Rewrites one data file; T is the part of its JSON shape the change touches. */
function edit<T>(dir: string, file: string, change: (json: T) => void) {
  const path = join(dir, file)
  const json = JSON.parse(readFileSync(path, "utf8")) as T
  change(json)
  writeFileSync(path, JSON.stringify(json))
}

describe("catalogue data files", () => {
  it("load and agree with each other", () => {
    const data = loadCatalogueData()
    expect(data.regions.regions.map((r) => r.currency).sort()).toEqual(["aud", "cad", "eur", "gbp", "usd"])
  })

  it("list England, Scotland and Wales as subdivisions of GB", () => {
    const gb = loadCatalogueData()
      .regions.regions.flatMap((r) => r.countries)
      .find((c) => c.iso2 === "gb")!
    expect(gb.subdivisions!.map((s) => [s.code, s.spec])).toEqual([
      ["gb-eng", "ENG"],
      ["gb-sct", "SCT"],
      ["gb-wls", "WLS"],
    ])
  })

  it("hold every Canadian province and territory with the spec's rates", () => {
    const canada = loadCatalogueData().taxes.countries.find((c) => c.country === "ca")!
    const total = (code: string) => {
      const p = canada.provinces.find((x) => x.code === code)!
      return p.combinable ? canada.default.rate + p.default.rate : p.default.rate
    }
    expect(canada.provinces).toHaveLength(13)
    expect(Object.fromEntries(canada.provinces.map((p) => [p.code, total(p.code)]))).toEqual({
      "ca-ab": 5,
      "ca-nt": 5,
      "ca-nu": 5,
      "ca-yt": 5,
      "ca-bc": 12,
      "ca-mb": 12,
      "ca-sk": 11,
      "ca-qc": 14.975,
      "ca-on": 13,
      "ca-nb": 15,
      "ca-nl": 15,
      "ca-ns": 15,
      "ca-pe": 15,
    })
  })

  it("put every canvas on the five product pages and posters on none of them", () => {
    const data = loadCatalogueData().products
    const pages = ["canvas", "black-frame", "walnut-frame", "white-frame", "signed-artworks"]
    for (const product of data.products) {
      const handles = categoryHandlesFor(product, data)
      if (product.type === "canvas") expect(handles).toEqual(expect.arrayContaining(pages))
      else expect(handles).toEqual(["poster"])
    }
  })

  it("name the file and field of a mistake", () => {
    const dir = copyOfData()
    edit<{ products: Record<string, unknown>[] }>(dir, "products.json", (json) => (json.products[0].width = "wide"))
    expect(() => loadCatalogueData(dir)).toThrow(/products\.json is invalid:\n\s+products\.0\.width/)
  })

  it("refuse a region whose currency has no rate", () => {
    const dir = copyOfData()
    edit<{ regions: unknown[] }>(dir, "regions.json", (json) =>
      json.regions.push({ name: "Japan", currency: "jpy", countries: [{ iso2: "jp", spec: "JPN", label: "Japan" }] })
    )
    expect(() => loadCatalogueData(dir)).toThrow(/Japan uses jpy, which has no rate/)
  })

  it("refuse a country that no shipping zone serves", () => {
    const dir = copyOfData()
    edit<{ zones: { countries: string[] }[] }>(
      dir,
      "shipping.json",
      (json) => (json.zones = json.zones.filter((z) => !z.countries.includes("ie")))
    )
    expect(() => loadCatalogueData(dir)).toThrow(/no shipping zone serves ie/)
  })
})

describe("content data", () => {
  it("has the two articles with their markdown bodies and six reviews", () => {
    const { articles, reviews } = loadCatalogueData().content
    expect(articles.map((a) => a.slug)).toEqual(["the-art-of-timing", "caring-for-your-canvas"])
    for (const article of articles) {
      expect(article.body.split(/\s+/).length).toBeGreaterThan(400)
      expect(article.body).toMatch(/^## /m)
    }
    expect(reviews).toHaveLength(6)
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true)
  })

  it("names an article whose body file is missing", () => {
    const dir = copyOfData()
    rmSync(join(dir, "articles", "caring-for-your-canvas.md"))
    expect(() => loadCatalogueData(dir)).toThrow(
      /caring-for-your-canvas\.md \(the body of article caring-for-your-canvas\) is not readable/
    )
  })
})
