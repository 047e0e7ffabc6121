/**
 * The Caching Module's list tags each cached read depends on: the module clears `<Entity>:list:*`
 * on every created/updated/deleted event of that entity (Medusa's modules and the painting
 * module emit them), so a cached answer tagged with every entity it was read from is dropped by
 * any change to one of them.
 */
const list = (...entities: string[]) => entities.map((e) => `${e}:list:*`)

/** Products, their variants and options, categories, images, types and prices (pricing module). */
export const CATALOGUE_TAGS = list(
  "Product",
  "ProductVariant",
  "ProductOption",
  "ProductOptionValue",
  "ProductCategory",
  "ProductImage",
  "ProductType",
  "Price",
  "PriceSet",
  "ProductVariantPriceSet"
)

export const STYLE_TAGS = list("Style", "StyleLayer")

export const REVIEW_TAGS = list("Review")

export const ARTICLE_TAGS = list("Article")
