/**
 * The fields an answer must carry, entity by entity, as section 3 of the product spec lists them
 * (its "Entities and their fields"), and how contract.spec.ts looks for them in an answer.
 *
 * A field is a key of the answer's object; its value may be null (a painting not painted yet has
 * no image) unless the name ends in `!`. `a.b` is looked for in `a` when `a` is an object;
 * `a[].b` in every element of the list `a`. A name ending in `?` is listed as the spec lists it
 * but not required, with the reason beside it.
 */

export const ENTITY_FIELDS = {
  Account: {
    fields: [
      "id!",
      "email",
      "dateJoined!",
      "isTemp!",
      "isVerified!",
      "isBanned!",
      "isAdmin!",
      "showAdminOptions!",
      "hasOrders!",
      "cartReminders!",
      "newsletter!",
      // The caller's own account only: another's (an admin's view, ban) must not carry it.
      "token!",
      "name",
      "location",
      "utm",
      "addresses.shipping",
      "addresses.billing",
      "addresses.isBillingSameAsShipping!",
    ],
  },
  /** An account an admin looks at: everything but the token, which it must not carry. */
  "Another's account": { like: "Account", absent: ["token"] },
  Address: {
    fields: ["firstName!", "lastName!", "country!", "state", "city!", "address1!", "address2", "zipCode!", "phoneNumber"],
  },
  "Cart item": {
    fields: [
      "id!",
      "uuid!",
      "dateCreated!",
      "quantity!",
      "price!",
      "order",
      "type!",
      "label.text1",
      "label.text2",
      "product!",
      "productHasFrame!",
      "medium!",
      "mediumStamp.name",
      "painting",
      "paintingStamp.title",
      "paintingStamp.image",
      "paintingStamp.productionImage",
      "paintingRoute",
      "shippingOptions!",
      "shippingOptions[].id!",
      "shippingOptions[].cost!",
      "shippingOptions[].deliverTo!",
      "account",
    ],
  },
  Order: {
    fields: [
      "uuid!",
      "dateCreated!",
      "lastUpdated!",
      "email",
      "status!",
      "isTest!",
      "cartStamp!",
      "fulfillment.merchantOrderId",
      "fulfillment.isReady!",
      "fulfillment.isSent!",
      "notes.misc",
      "communications!",
    ],
  },
  Painting: {
    fields: [
      "uuid!",
      "id!",
      "dateCreated!",
      "title",
      "signature",
      "photo",
      "style",
      "negativePrompt",
      "isDemo!",
      "isFeatured!",
      // The owner's account id for its owner and admins, null for anyone else.
      "account",
      "status!",
      "image.low",
      "image.original",
      // The clean and progress images go to some callers only (owner, admin, buyer), and which
      // ones is still changing: listed, not required.
      "productionImage?",
      "noWatermark?",
      "noWatermarkHq?",
      "progressImage?",
      "showcase",
      "dimensions.width!",
      "dimensions.height!",
      "routes.page!",
      "routes.post!",
      "routes.style!",
    ],
  },
  Photo: { fields: ["id!", "uuid!", "dateCreated!", "image", "description", "status!"] },
  Style: {
    fields: [
      "id!",
      "uuid!",
      "type!",
      "allowSignature!",
      "provider",
      "title!",
      "description",
      "isPublic!",
      "isFeatured!",
      "isFirst!",
      "publicImage",
      "demoImages!",
      "prompt",
      "negativePrompt",
      "orderIndex!",
      "layers!",
      "route!",
    ],
  },
  Product: {
    fields: [
      "id!",
      "name!",
      "type!",
      "width!",
      "height!",
      "price!",
      "medium",
      "frames!",
      "frames[].color!",
      "frames[].price!",
      "frames[].medium!",
    ],
  },
  "Promo code": { fields: ["id!", "code!", "discount!", "product", "productHasFrame", "minProductQuantity"] },
  Task: { fields: ["id!", "type!", "status!"] },
  // The layers are in `settings`, by name; one the admin never set is left out (its default runs).
  "Post-process settings": { fields: ["settings!", "history!", "isDefault!"] },
  "Image object": { fields: ["original!", "high", "medium", "low", "thumb"] },
  Country: { fields: ["label!", "value!", "currency!", "states!", "states[].label!", "states[].value!"] },
  // Section 3's "Others", with the one field it names.
  Medium: { fields: ["uuid!"] },
  Review: { fields: ["uuid!"] },
  Static: { fields: ["title"] },
  Wishlist: { fields: ["paintings!"] },
  // Answers beyond section 3's entities, read as @petshop/contract defines them (issue 19).
  /** The shopper's cart (GET /api/cart): its lines and the money of section 9. */
  Cart: {
    fields: ["id", "currency!", "items!", "itemCount!", "promoCodes!", "subtotal!", "discount!", "shipping!", "taxes!", "total!"],
  },
  /** A review as admins and its author read it: with its moderation state. */
  "Full review": { fields: ["uuid!", "isPublished!", "verifiedPurchase!", "account"] },
  Article: { fields: ["id!", "slug!", "title!", "summary", "image", "dateCreated!", "route!", "body!"] },
  /** An article in a list: everything but the body, which it must not carry. */
  "Article summary": { like: "Article", absent: ["body"] },
  /** A painting worker (GET /api/services). */
  Service: { fields: ["id!", "name!", "status!", "isEnabled!", "isAlive!", "tasks!"] },
  /** A page of a list (docs/api.md, How to call: lists are paged with page and perPage). */
  Page: { fields: ["count!", "page!", "perPage!"] },
} satisfies Record<string, { fields: string[] } | { like: string; absent: string[] }>

export type Entity = keyof typeof ENTITY_FIELDS

/**
 * Where an answer holds which entity: `""` the answer itself, `"cart"` a key of it,
 * `"paintings[]"` every element of a list (which must not be empty, or the check could not fail).
 */
export type Carries = Partial<Record<string, Entity>>

type Json = unknown

const isObject = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v)

/** The values at a location of an answer, with their paths; a list location must not be empty. */
export function valuesAt(data: Json, location: string): { at: string; value: Json }[] | string {
  let found: { at: string; value: Json }[] = [{ at: "answer", value: data }]
  for (const part of location ? location.split(".") : []) {
    const list = part.endsWith("[]")
    const key = list ? part.slice(0, -2) : part
    const next: { at: string; value: Json }[] = []
    for (const { at, value } of found) {
      if (!isObject(value) || !(key in value)) return `${at}.${key} is missing`
      const inner = value[key]
      if (!list) next.push({ at: `${at}.${key}`, value: inner })
      else if (!Array.isArray(inner) || inner.length === 0) return `${at}.${key} is not a list with something in it`
      else inner.forEach((v, i) => next.push({ at: `${at}.${key}[${i}]`, value: v }))
    }
    found = next
  }
  return found
}

/** What is wrong with one value as the entity, in words ("answer.routes.style is missing"). */
function entityProblems(value: Json, at: string, entity: Entity): string[] {
  const spec = ENTITY_FIELDS[entity] as { fields?: string[]; like?: Entity; absent?: string[] }
  const fields = spec.like
    ? (ENTITY_FIELDS[spec.like] as { fields: string[] }).fields.filter((f) => !spec.absent?.includes(f.replace(/[!?]$/, "")))
    : spec.fields!
  if (!isObject(value)) return [`${at} is not a ${entity}: ${JSON.stringify(value)?.slice(0, 80)}`]
  const problems: string[] = []
  for (const field of fields) {
    if (field.endsWith("?")) continue
    const nonNull = field.endsWith("!")
    problems.push(...fieldProblems(value, at, field.replace(/!$/, "").split("."), nonNull))
  }
  for (const key of spec.absent ?? []) if (key in value) problems.push(`${at}.${key} should not be there`)
  return problems.map((p) => `${p} (${entity})`)
}

function fieldProblems(value: Record<string, Json>, at: string, path: string[], nonNull: boolean): string[] {
  const [part, ...rest] = path
  const list = part.endsWith("[]")
  const key = list ? part.slice(0, -2) : part
  if (!(key in value)) return [`${at}.${key} is missing`]
  const inner = value[key]
  if (!rest.length) return nonNull && inner === null ? [`${at}.${key} is null`] : []
  // Deeper fields are looked for where there is something to look in (an image not made yet is null).
  if (list) {
    if (!Array.isArray(inner)) return inner === null ? [] : [`${at}.${key} is not a list`]
    return inner.flatMap((v, i) =>
      isObject(v) ? fieldProblems(v, `${at}.${key}[${i}]`, rest, nonNull) : [`${at}.${key}[${i}] is not an object`]
    )
  }
  return isObject(inner) ? fieldProblems(inner, `${at}.${key}`, rest, nonNull) : []
}

/** Every field the answer lacks, by where it should be; empty when it carries them all. */
export function missingFields(data: Json, carries: Carries): string[] {
  const problems = Object.entries(carries).flatMap(([location, entity]) => {
    const found = valuesAt(data, location)
    if (typeof found === "string") return [found]
    return found.flatMap(({ at, value }) => entityProblems(value, at, entity!))
  })
  // A missing object is said once, not once per field in it.
  return [...new Set(problems)]
}
