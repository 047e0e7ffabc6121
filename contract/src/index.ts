/**
 * The /api/* answers (spec section 3), defined once: zod schemas of the entities and their
 * types. The backend's presenters return these types, the storefront reads them, and the
 * contract test parses live answers with the schemas.
 */
export * from "./account"
export * from "./cart"
export * from "./content"
export * from "./country"
export * from "./image"
export * from "./order"
export * from "./page"
export * from "./painting"
export * from "./photo"
export * from "./product"
export * from "./promo-code"
export * from "./service"
export * from "./style"
export * from "./task"
export * from "./wishlist"
export * from "./storefront-pages"
