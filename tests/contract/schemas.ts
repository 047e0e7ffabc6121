/**
 * The answers' shapes as the code defines them (@petshop/contract's zod schemas, which the
 * backend's presenters return and the storefront reads), by section 3's entity names: where an
 * entity has a schema, contract.spec.ts parses every value of it in a real answer with it too.
 */
import {
  AccountSchema,
  AddressSchema,
  ArticleSchema,
  ArticleSummarySchema,
  CartItemSchema,
  CartSchema,
  CountrySchema,
  FullReviewSchema,
  ListPageSchema,
  MediumSchema,
  OrderSchema,
  PaintingSchema,
  PhotoSchema,
  PostProcessSettingsSchema,
  ProductSchema,
  PromoCodeSchema,
  ReviewSchema,
  ServiceSchema,
  StaticSchema,
  StyleSchema,
  TaskSchema,
  WishlistSchema,
} from "@petshop/contract"
import { valuesAt, type Carries, type Entity } from "./entities"

type Issue = { path: PropertyKey[]; message: string }
type Schema = { safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: Issue[] } } }

export const ENTITY_SCHEMAS: Partial<Record<Entity, Schema>> = {
  Account: AccountSchema,
  "Another's account": AccountSchema,
  Address: AddressSchema,
  Painting: PaintingSchema,
  Photo: PhotoSchema,
  Style: StyleSchema,
  "Post-process settings": PostProcessSettingsSchema,
  Task: TaskSchema,
  Page: ListPageSchema,
  Cart: CartSchema,
  "Cart item": CartItemSchema,
  Order: OrderSchema,
  Product: ProductSchema,
  Medium: MediumSchema,
  "Promo code": PromoCodeSchema,
  Country: CountrySchema,
  Review: ReviewSchema,
  "Full review": FullReviewSchema,
  Article: ArticleSchema,
  "Article summary": ArticleSummarySchema,
  Static: StaticSchema,
  Service: ServiceSchema,
  Wishlist: WishlistSchema,
}

/** What does not parse, by where it is ("answer.paintings[0].status: Invalid option… (Painting)"); empty when all do. */
export function schemaProblems(data: unknown, carries: Carries): string[] {
  return Object.entries(carries).flatMap(([location, entity]) => {
    const schema = ENTITY_SCHEMAS[entity!]
    const found = valuesAt(data, location)
    // A missing location is missingFields' to report.
    if (!schema || typeof found === "string") return []
    return found.flatMap(({ at, value }) => {
      const parsed = schema.safeParse(value)
      if (parsed.success) return []
      return parsed.error.issues.map((i) => `${[at, ...i.path.map(String)].join(".")}: ${i.message} (${entity})`)
    })
  })
}
