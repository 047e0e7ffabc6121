import type { MedusaContainer } from "@medusajs/framework/types"
import type { MockupVariant } from "@petshop/painting-module/mockups"
import { CATALOGUE_TAGS } from "../../cache/cache-tags"
import { readThroughValue } from "../../cache/read-through"
import { findMedium } from "../../commerce/products/list-products"
import { DomainError } from "../../lib/errors"

/**
 * A catalogue variant's facts as a mockup draws them (size in inches, canvas or poster, frame,
 * signed), read as the cart reads a medium and kept in the shared cache until the catalogue
 * changes. A variant that is not for sale, or has no size, is refused as the `variant` field.
 */
export async function findMockupVariant(container: MedusaContainer, variantId: string): Promise<MockupVariant> {
  const facts = await readThroughValue(container, { key: `mockup:variant:${variantId}`, tags: CATALOGUE_TAGS }, async () => {
    const medium = await findMedium(container, variantId)
    if (!medium?.width || !medium.height) return null
    return { widthIn: medium.width, heightIn: medium.height, type: medium.type, frame: medium.frame, signed: medium.signed }
  })
  if (!facts) throw DomainError.invalid("variant", "No product variant with this id is for sale.")
  return facts
}
