import type { MedusaContainer } from "@medusajs/framework/types"
import { CATALOGUE_TAGS } from "../../cache/cache-tags"
import { readThroughValue } from "../../cache/read-through"
import { listShopProducts } from "./list-products"
import { productSize } from "./product-records"

/** A published product's size, in inches, as a print file is sized from it. */
export type PrintSize = { handle: string; width: number; height: number }

const PRINT_SIZES_TTL_SECONDS = 600

/**
 * The published products' sizes. Every order's print file asks for them and only an admin
 * changes them, so they are read from the whole catalogue once and shared by every process
 * until the catalogue changes (the Caching Module clears the entry on its events).
 */
export function listPrintSizes(container: MedusaContainer): Promise<PrintSize[]> {
  const entry = { key: "petshop:catalogue:print-sizes", tags: CATALOGUE_TAGS, ttl: PRINT_SIZES_TTL_SECONDS }
  return readThroughValue(container, entry, async () =>
    (await listShopProducts(container)).flatMap((p) => {
      const { width, height } = productSize(p)
      return width && height ? [{ handle: p.handle, width, height }] : []
    })
  )
}
