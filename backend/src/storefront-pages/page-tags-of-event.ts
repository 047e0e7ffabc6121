/**
 * Which of the storefront's cached pages an event makes stale. Medusa's modules and ours emit
 * `<module>.<entity>.<action>` for every created, updated and deleted record (and workflows
 * `<entity>.<action>`); the entity names the kind of data, as Medusa's Caching Module reads it.
 */
import type { PageTag } from "@petshop/contract"

const TAGS_BY_ENTITY: Record<string, PageTag[]> = {
  // The catalogue: products with their variants, options, pictures and prices.
  product: ["products"],
  "product-variant": ["products"],
  "product-option": ["products"],
  "product-option-value": ["products"],
  "product-category": ["products"],
  "product-image": ["products"],
  "product-type": ["products"],
  "product-collection": ["products"],
  price: ["products"],
  "price-set": ["products"],
  "price-list": ["products"],
  "price-rule": ["products"],
  style: ["styles"],
  "style-layer": ["styles"],
  painting: ["paintings"],
  review: ["reviews"],
  article: ["articles"],
  "static-asset": ["content"],
}

const CHANGES = new Set(["created", "updated", "deleted", "restored", "attached", "detached"])

export function pageTagsOfEvent(name: string): PageTag[] {
  const parts = name.split(".")
  const action = parts.at(-1) ?? ""
  const entity = parts.at(-2) ?? ""
  if (!CHANGES.has(action)) return []
  return TAGS_BY_ENTITY[entity] ?? []
}
