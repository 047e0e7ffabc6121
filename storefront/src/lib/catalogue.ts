import type { HttpTypes } from "@medusajs/types"
import { serverMedusa } from "./medusa"

/** The five product pages of the spec, by key, in menu order. */
export const PRODUCT_PAGES = [
  { key: "canvas", label: "Canvas" },
  { key: "black-frame", label: "Black frame" },
  { key: "walnut-frame", label: "Walnut frame" },
  { key: "white-frame", label: "White frame" },
  { key: "signed-artworks", label: "Signed artworks" },
] as const

export type CatalogueProduct = {
  id: string
  title: string
  handle: string
  type: string
  width: number
  height: number
  fromPrice: number | null
  currency: string
}

export type CatalogueResult = { ok: true; products: CatalogueProduct[] } | { ok: false; reason: string }

/** Published products with their lowest price in the region of a currency (USD by default). */
export async function loadCatalogue(currency = "usd"): Promise<CatalogueResult> {
  const sdk = serverMedusa()
  try {
    const { regions } = await sdk.store.region.list({ fields: "id,currency_code" })
    const region = regions.find((r: HttpTypes.StoreRegion) => r.currency_code === currency) ?? regions[0]
    const { products } = await sdk.store.product.list({
      limit: 100,
      region_id: region?.id,
      fields: "id,title,handle,metadata,*variants.calculated_price",
    })
    const typeOrder = ["canvas", "poster"]
    return {
      ok: true,
      products: products
        .map((p: HttpTypes.StoreProduct) => {
        const prices = (p.variants ?? [])
          .map((v) => v.calculated_price?.calculated_amount)
          .filter((a): a is number => typeof a === "number")
        return {
          id: p.id,
          title: p.title,
          handle: p.handle,
          type: String(p.metadata?.type ?? ""),
          width: Number(p.metadata?.width ?? 0),
          height: Number(p.metadata?.height ?? 0),
          fromPrice: prices.length ? Math.min(...prices) : null,
          currency: region?.currency_code ?? currency,
        }
      })
        // Canvases first, then posters, each from the smallest size up.
        .sort((a, b) => typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) || a.width * a.height - b.width * b.height),
    }
  } catch (err) {
    return { ok: false, reason: (err as Error).message }
  }
}
