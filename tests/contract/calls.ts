/**
 * The /api/* contract, call by call: method, path template and who may call it.
 * contract.spec.ts sends every row as an allowed caller (the answer must be neither 404 nor
 * 5xx) and as the nearest disallowed one (the answer must be a refusal), and checks that the
 * rows are the calls docs/api.md lists, with the same callers. This table is the checklist: a
 * call missing from the backend fails the suite.
 *
 * Who may call:
 * - anyone: no token needed.
 * - visitor: any account, a temporary one too; without a token 401.
 * - registered: a registered account; a temporary one gets 423 (the RequireLogin prompt).
 * - verified: a verified account; an unverified one gets 412 NOT_VERIFIED.
 * - owner: the account the path's resource belongs to (or an admin); another shopper is refused.
 * - admin: admins only; a shopper gets 401.
 */

export type Who = "anyone" | "visitor" | "registered" | "verified" | "owner" | "admin"
export type Method = "GET" | "POST" | "PATCH" | "DELETE"

/** The real records a call's path and body point at, made before the calls are sent. */
export type Fixtures = {
  /** The verified shopper who owns the photo, painting, cart line, order and review. */
  accountId: string
  otherAccountId: string
  photoId: string
  paintingId: string
  cartItemId: string
  /** Medusa's cart of the owner (GET /api/stats/cart/{id}). */
  cartId: string
  orderId: string
  proofId: string
  /** A line of the order's fulfilment package (its print file can be replaced). */
  packageItemId: string
  styleId: string
  productId: string
  mediumId: string
  promoCodeId: string
  promoCode: string
  articleId: string
  reviewId: string
  serviceId: string
  taskId: string
  /** A small PNG as multipart, in a field of the caller's choice. */
  imageForm: (field: string, fields?: Record<string, string>) => FormData
  /** A fixture pet photo as multipart (field image), as the upload page sends it. */
  photoForm: () => FormData
  /** A fixture pet photo as a data URL (POST /api/photo/base64). */
  photoDataUrl: string
}

export type Call = {
  section: string
  method: Method
  /** With {placeholders} named after Fixtures keys. */
  path: string
  who: Who
  query?: (f: Fixtures) => Record<string, string>
  /** The request body. */
  body?: (f: Fixtures) => unknown
  /**
   * Why the allowed caller's call is answered 400 (a deliberately minimal or wrong body, or a
   * record in the wrong state). Without it the call must succeed (2xx).
   */
  minimal?: string
  /** False for calls the issues added beyond section 7 of the product spec (docs/api.md lists them all). */
  inSpec?: false
}

const email = () => `contract-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`

export const CALLS: Call[] = [
  // Account
  { section: "Account", method: "GET", path: "/api/account", who: "anyone", query: () => ({ utm: "contract" }) },
  { section: "Account", method: "GET", path: "/api/account/{accountId}", who: "owner" },
  { section: "Account", method: "PATCH", path: "/api/account/update", who: "visitor", body: () => ({ name: "Contract Tester" }) },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/login",
    who: "anyone",
    body: () => ({ email: email(), password: "not-the-password" }),
    minimal: "no such account",
  },
  { section: "Account", method: "GET", path: "/api/account/logout", who: "anyone" },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/register",
    who: "visitor",
    body: () => ({ email: email(), password: "correct-horse-battery" }),
    minimal: "the owner is registered already",
  },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/resend_activation",
    who: "registered",
    minimal: "the owner is verified already",
  },
  { section: "Account", method: "POST", path: "/api/account/forgot_password", who: "anyone", body: () => ({ email: email() }) },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/{accountId}/reset_password",
    who: "anyone",
    body: () => ({ token: "not-a-token", password: "correct-horse-battery" }),
    minimal: "no reset e-mail was sent",
  },
  {
    section: "Account",
    method: "PATCH",
    path: "/api/account/update_password",
    who: "registered",
    body: () => ({ oldPassword: "wrong-password", password: "correct-horse-battery" }),
    minimal: "wrong current password",
  },
  { section: "Account", method: "POST", path: "/api/account/refer", who: "registered", body: () => ({ email: email() }) },
  { section: "Account", method: "POST", path: "/api/account/cart_reminders", who: "visitor", body: () => ({ value: false }) },
  { section: "Account", method: "POST", path: "/api/account/newsletter", who: "visitor", body: () => ({ value: true }) },
  { section: "Account", method: "POST", path: "/api/account/{otherAccountId}/ban", who: "admin" },
  { section: "Account", method: "POST", path: "/api/account/{otherAccountId}/unban", who: "admin" },
  { section: "Account", method: "GET", path: "/api/account/{accountId}/paintings", who: "owner", query: () => ({ inWishlist: "true" }) },
  { section: "Account", method: "GET", path: "/api/account/{accountId}/photos", who: "owner" },
  // The activation e-mail's link (section 8's 'Activation email sent.' leads here).
  {
    section: "Account",
    method: "POST",
    path: "/api/account/activate",
    who: "anyone",
    body: () => ({ token: "not-a-token" }),
    minimal: "no activation e-mail was sent",
    inSpec: false,
  },

  // Content
  { section: "Content", method: "GET", path: "/api/articles", who: "anyone" },
  { section: "Content", method: "GET", path: "/api/article/{articleId}", who: "anyone" },
  { section: "Content", method: "GET", path: "/api/mediums", who: "anyone" },
  { section: "Content", method: "GET", path: "/api/medium/{mediumId}", who: "anyone" },
  { section: "Content", method: "GET", path: "/api/fx", who: "anyone" },
  {
    section: "Content",
    method: "POST",
    path: "/api/log",
    who: "anyone",
    body: () => ({ service: "FRONTEND", level: "ERROR", message: "Contract test render error", url: "/contract" }),
  },
  { section: "Content", method: "GET", path: "/api/countries", who: "anyone", inSpec: false },
  // The /search and /social-feed pages of section 2.
  { section: "Content", method: "GET", path: "/api/search", who: "anyone", query: () => ({ q: "dog" }), inSpec: false },
  { section: "Content", method: "GET", path: "/api/social-feed", who: "anyone", inSpec: false },

  // Cart
  {
    section: "Cart",
    method: "POST",
    path: "/api/cart",
    who: "visitor",
    body: (f) => ({ painting: f.paintingId, medium: f.mediumId, isRotated: false }),
  },
  { section: "Cart", method: "GET", path: "/api/cart", who: "visitor" },
  { section: "Cart", method: "PATCH", path: "/api/cart/{cartItemId}", who: "owner", body: () => ({ quantity: 2 }) },
  { section: "Cart", method: "DELETE", path: "/api/cart/{cartItemId}", who: "owner" },
  { section: "Cart", method: "POST", path: "/api/cart/send-reminder", who: "admin", body: (f) => ({ cartItemIds: [f.cartItemId] }) },
  {
    section: "Cart",
    method: "POST",
    path: "/api/cart/create-checkout-session",
    // A temporary account is asked to log in (423) before its cart is looked at.
    who: "registered",
    minimal: "the owner has no shipping address yet",
  },
  {
    section: "Cart",
    method: "POST",
    path: "/api/cart/verify-purchase",
    who: "visitor",
    body: () => ({ code: "cs_test_unknown" }),
    minimal: "no such checkout",
  },

  // Orders
  { section: "Orders", method: "GET", path: "/api/orders", who: "visitor" },
  { section: "Orders", method: "GET", path: "/api/admin/orders", who: "admin" },
  { section: "Orders", method: "GET", path: "/api/order/{orderId}", who: "owner" },
  { section: "Orders", method: "POST", path: "/api/order", who: "admin", body: () => ({}), minimal: "empty body" },
  {
    section: "Orders",
    method: "PATCH",
    path: "/api/order/{orderId}",
    who: "admin",
    body: () => ({ notes: { misc: "Checked by the contract test." } }),
  },
  { section: "Orders", method: "POST", path: "/api/order/{orderId}/confirmation-shown", who: "owner" },
  {
    section: "Orders",
    method: "POST",
    path: "/api/order/{orderId}/send-client-email",
    who: "admin",
    body: () => ({ template: "order-shipped" }),
  },
  { section: "Orders", method: "POST", path: "/api/order/{orderId}/init-fulfillment", who: "admin" },
  { section: "Orders", method: "GET", path: "/api/order/{orderId}/paintings", who: "owner" },
  { section: "Orders", method: "GET", path: "/api/order/{orderId}/fulfillment-package", who: "admin" },
  { section: "Orders", method: "POST", path: "/api/order/{orderId}/proof", who: "admin", body: (f) => f.imageForm("image") },
  { section: "Orders", method: "PATCH", path: "/api/order/{orderId}/update-fulfillment", who: "admin", body: () => ({ isReady: true }) },
  { section: "Orders", method: "GET", path: "/api/orders/update", who: "admin" },
  {
    section: "Orders",
    method: "POST",
    path: "/api/order/fulfillment-image/{packageItemId}",
    who: "admin",
    body: (f) => f.imageForm("image"),
  },
  { section: "Orders", method: "DELETE", path: "/api/order/fulfillment-image/{packageItemId}", who: "admin" },
  { section: "Orders", method: "DELETE", path: "/api/order/proof/{proofId}", who: "admin" },

  // Paintings
  {
    section: "Paintings",
    method: "GET",
    path: "/api/paintings",
    who: "anyone",
    query: () => ({ type: "image-to-image", scope: "isPublic", page: "1", perPage: "12" }),
  },
  // Share links: anyone sees a painting (watermarked); its owner also gets the clean images.
  { section: "Paintings", method: "GET", path: "/api/painting/{paintingId}", who: "anyone" },
  {
    section: "Paintings",
    method: "POST",
    path: "/api/painting",
    who: "verified",
    body: (f) => ({ photoId: f.photoId, styleId: f.styleId }),
  },
  {
    section: "Paintings",
    method: "POST",
    path: "/api/paintings/bulk_create",
    who: "admin",
    body: (f) => ({ photosIds: [f.photoId], stylesIds: [] }),
    minimal: "no style",
  },
  {
    section: "Paintings",
    method: "POST",
    path: "/api/paintings/create-test-portrait",
    who: "admin",
    body: () => ({}),
    minimal: "no style",
  },
  { section: "Paintings", method: "GET", path: "/api/paintings/search_fields", who: "anyone" },
  {
    section: "Paintings",
    method: "PATCH",
    path: "/api/painting/{paintingId}",
    who: "owner",
    body: () => ({ title: "Renamed by the contract test" }),
  },
  { section: "Paintings", method: "DELETE", path: "/api/painting/{paintingId}", who: "owner" },
  // Section 7 leaves these prefixes out; the shop serves them under the painting.
  { section: "Paintings", method: "POST", path: "/api/painting/{paintingId}/paint_hq", who: "owner" },
  { section: "Paintings", method: "POST", path: "/api/painting/{paintingId}/remove_hq", who: "owner" },
  { section: "Paintings", method: "GET", path: "/api/painting/{paintingId}/fulfillment", who: "owner" },

  // Photos
  { section: "Photos", method: "GET", path: "/api/photos", who: "visitor", query: () => ({ perPage: "50" }) },
  { section: "Photos", method: "GET", path: "/api/photo/{photoId}", who: "owner" },
  { section: "Photos", method: "DELETE", path: "/api/photo/{photoId}", who: "owner" },
  { section: "Photos", method: "POST", path: "/api/photo", who: "visitor", body: (f) => f.photoForm() },
  { section: "Photos", method: "POST", path: "/api/photo/base64", who: "visitor", body: (f) => ({ image: f.photoDataUrl }) },

  // Styles
  { section: "Styles", method: "GET", path: "/api/styles", who: "anyone", query: () => ({ scope: "isFeatured", perPage: "12" }) },
  { section: "Styles", method: "GET", path: "/api/style/{styleId}", who: "anyone" },
  {
    section: "Styles",
    method: "PATCH",
    path: "/api/style/{styleId}",
    who: "admin",
    body: () => ({ description: "Described by the contract test." }),
  },
  { section: "Styles", method: "DELETE", path: "/api/style/{styleId}", who: "admin" },
  {
    section: "Styles",
    method: "POST",
    path: "/api/style",
    who: "admin",
    body: () => ({ type: "image-to-image", title: "Contract style", prompt: "a pet painted for the contract test", description: "x" }),
  },
  { section: "Styles", method: "GET", path: "/api/style/{styleId}/paintings", who: "anyone", query: () => ({ perPage: "25" }) },
  {
    section: "Styles",
    method: "POST",
    path: "/api/style/{styleId}/example_image",
    who: "admin",
    body: (f) => ({ paintingId: f.paintingId }),
  },
  { section: "Styles", method: "POST", path: "/api/style/{styleId}/public_image_from_painting/{paintingId}", who: "admin" },
  { section: "Styles", method: "GET", path: "/api/styles/search_fields", who: "anyone" },
  { section: "Styles", method: "POST", path: "/api/style-layer", who: "admin", body: () => ({}), minimal: "empty body" },
  { section: "Styles", method: "PATCH", path: "/api/style-layer", who: "admin", body: () => ({}), minimal: "no layer id" },
  { section: "Styles", method: "DELETE", path: "/api/style-layer", who: "admin", minimal: "no layer id" },

  // Post-process (a style's settings, by style id)
  { section: "Post-process", method: "GET", path: "/api/post_process/{styleId}", who: "admin" },
  { section: "Post-process", method: "PATCH", path: "/api/post_process/{styleId}", who: "admin", body: () => ({ isDefault: true }) },
  {
    section: "Post-process",
    method: "POST",
    path: "/api/post_process/{styleId}/apply",
    who: "admin",
    body: (f) => ({ paintingId: f.paintingId }),
  },
  {
    section: "Post-process",
    method: "POST",
    path: "/api/post_process/{styleId}/replace_painting_image",
    who: "admin",
    body: (f) => ({ paintingId: f.paintingId }),
    minimal: "the settings were not applied to the painting",
  },
  {
    section: "Post-process",
    method: "POST",
    path: "/api/post_process/{styleId}/use_as_example",
    who: "admin",
    body: (f) => ({ paintingId: f.paintingId }),
    minimal: "the settings were not applied to the painting",
  },

  // Products
  { section: "Products", method: "GET", path: "/api/products", who: "anyone" },
  { section: "Products", method: "GET", path: "/api/product/{productId}", who: "anyone" },
  { section: "Products", method: "PATCH", path: "/api/product/{productId}", who: "admin", body: () => ({}) },
  { section: "Products", method: "POST", path: "/api/product", who: "admin", body: () => ({}), minimal: "empty body" },

  // Promo codes
  { section: "Promo codes", method: "GET", path: "/api/promo_code/check", who: "visitor", query: (f) => ({ code: f.promoCode }) },
  { section: "Promo codes", method: "GET", path: "/api/promo_code/{promoCodeId}", who: "admin" },
  { section: "Promo codes", method: "GET", path: "/api/promo_codes", who: "admin" },
  { section: "Promo codes", method: "POST", path: "/api/promo_code/apply", who: "visitor", body: (f) => ({ code: f.promoCode }) },
  {
    section: "Promo codes",
    method: "POST",
    path: "/api/promo_code/cancel",
    who: "visitor",
    body: (f) => ({ code: f.promoCode }),
    minimal: "the voucher is not on the cart",
  },
  { section: "Promo codes", method: "POST", path: "/api/promo_code", who: "admin", body: () => ({ code: `C${Date.now()}`, discount: 15 }) },
  { section: "Promo codes", method: "PATCH", path: "/api/promo_code/{promoCodeId}", who: "admin", body: () => ({ discount: 20 }) },
  { section: "Promo codes", method: "DELETE", path: "/api/promo_code/{promoCodeId}", who: "admin" },

  // Reviews
  { section: "Reviews", method: "GET", path: "/api/reviews", who: "anyone", query: () => ({ scope: "all" }) },
  {
    section: "Reviews",
    method: "POST",
    path: "/api/review",
    who: "verified",
    body: () => ({ rating: 5, text: "Our dog looks like a duke now, wonderful." }),
  },
  {
    section: "Reviews",
    method: "PATCH",
    path: "/api/review/{reviewId}",
    who: "owner",
    body: () => ({ text: "Even better on the wall, thank you." }),
  },
  { section: "Reviews", method: "DELETE", path: "/api/review/{reviewId}", who: "owner" },

  // Services and tasks
  { section: "Services and tasks", method: "GET", path: "/api/services", who: "admin", query: () => ({ timespan: "24h" }) },
  { section: "Services and tasks", method: "PATCH", path: "/api/service/{serviceId}", who: "admin", body: () => ({ isEnabled: true }) },
  {
    section: "Services and tasks",
    method: "GET",
    path: "/api/service/{serviceId}/tasks",
    who: "admin",
    query: () => ({ timespan: "24h" }),
  },
  { section: "Services and tasks", method: "GET", path: "/api/task/{taskId}", who: "admin" },
  { section: "Services and tasks", method: "GET", path: "/api/tasks", who: "admin" },
  { section: "Services and tasks", method: "GET", path: "/api/tasks/latest", who: "admin", query: () => ({ timeDelta: "3600" }) },
  { section: "Services and tasks", method: "POST", path: "/api/task/{taskId}/retry", who: "admin", minimal: "the task did not fail" },
  { section: "Services and tasks", method: "DELETE", path: "/api/task/{taskId}", who: "admin", minimal: "the task is finished" },

  // Statics and surveys
  { section: "Statics", method: "GET", path: "/api/statics", who: "admin" },
  { section: "Statics", method: "POST", path: "/api/static", who: "admin", body: (f) => f.imageForm("file", { title: "Contract banner" }) },
  { section: "Surveys", method: "GET", path: "/api/surveys", who: "admin" },
  {
    section: "Surveys",
    method: "POST",
    path: "/api/survey",
    who: "anyone",
    body: () => ({ question: "How did you hear about us?", answers: "A friend" }),
  },

  // Stats
  { section: "Stats", method: "GET", path: "/api/stats", who: "admin", query: () => ({ timespan: "7d", scope: "accounts" }) },
  { section: "Stats", method: "GET", path: "/api/stats/cart/{cartId}", who: "admin" },
  { section: "Stats", method: "POST", path: "/api/stats", who: "admin", body: () => ({}) },
  { section: "Stats", method: "POST", path: "/api/stats/registered", who: "admin", body: () => ({}) },
  { section: "Stats", method: "POST", path: "/api/stats/subscribers", who: "admin", body: () => ({}) },
  { section: "Stats", method: "POST", path: "/api/stats/clients", who: "admin", body: () => ({}) },
  { section: "Stats", method: "POST", path: "/api/stats/added-to-cart", who: "admin", body: () => ({}) },

  // Wishlist
  { section: "Wishlist", method: "GET", path: "/api/wishlist", who: "visitor" },
  { section: "Wishlist", method: "POST", path: "/api/wishlist", who: "visitor", body: (f) => ({ uuid: f.paintingId }) },
  { section: "Wishlist", method: "DELETE", path: "/api/wishlist", who: "visitor", query: (f) => ({ uuid: f.paintingId }) },
]

/** A path template with its {placeholders} filled from the fixtures. */
export function fillPath(path: string, f: Fixtures): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = (f as unknown as Record<string, unknown>)[key]
    if (typeof value !== "string" || !value) throw new Error(`No fixture for {${key}} in ${path}`)
    return encodeURIComponent(value)
  })
}

/** A path with every {placeholder} made the same, to compare the table with the spec's text. */
export const pathShape = (path: string) => path.replace(/\{[^}]*\}/g, "{}").replace(/\/+$/, "")
