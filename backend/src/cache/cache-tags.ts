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
  "LinkProductVariantPriceSet"
)

export const STYLE_TAGS = list("Style", "StyleLayer")

/** Paintings as the public gallery lists them (with their styles' titles). */
export const GALLERY_TAGS = [...list("Painting"), ...STYLE_TAGS]

export const REVIEW_TAGS = list("Review")

export const ARTICLE_TAGS = list("Article")

/**
 * The shop's shipping options as a cart reads them: the options, their rules, zones and
 * countries, and their prices (pricing module, through the option-price-set link).
 */
export const SHIPPING_OPTION_TAGS = list(
  "ShippingOption",
  "ShippingOptionRule",
  "ShippingOptionType",
  "ShippingProfile",
  "ServiceZone",
  "GeoZone",
  "FulfillmentSet",
  "Price",
  "PriceSet",
  "PriceRule",
  "LinkShippingOptionPriceSet"
)

/**
 * A variant's facts for a cart line: the variant, its options, its product with type,
 * collection and shipping profile, and which price set prices it (links named as the link
 * module's events name them). The prices themselves are worked out on every add.
 */
export const VARIANT_FACT_TAGS = list(
  "Product",
  "ProductVariant",
  "ProductOption",
  "ProductOptionValue",
  "ProductType",
  "ProductCollection",
  "ShippingProfile",
  "LinkProductShippingProfile",
  "LinkProductVariantPriceSet"
)

/** The regions with their countries and tax settings (region module). */
export const REGION_TAGS = list("Region", "Country")

/** The tax regions, their rates and the rates' product rules (tax module). */
export const TAX_RATE_TAGS = list("TaxRegion", "TaxRate", "TaxRateRule", "TaxProvider")
