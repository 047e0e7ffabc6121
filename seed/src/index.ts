export { seedShop, type SeedShopOptions, type SeedShopResult } from "./seed-shop"
export { loadCatalogueData, DATA_DIR, type CatalogueData } from "./data"
export {
  aspectRatioKey,
  basePriceUsd,
  charmRound,
  convertFromUsd,
  variantChoices,
  variantPrice,
} from "./pricing"
export { categoryHandlesFor, variantSku, FRAME_OPTION, SIGNATURE_OPTION } from "./steps/seed-catalogue"
export type { StepReport } from "./types"
export { styleSlug } from "./steps/seed-styles"
