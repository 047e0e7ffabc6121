/**
 * Every react-query key of the storefront, in one tree. A key's prefix is the key of its
 * branch, so invalidating a branch (`queryKeys.paintings.all`) refreshes every list under it;
 * the hooks in lib/<domain>/use-*.ts are the only readers, and the mutations invalidate the
 * branches their change touches.
 */
type Filters = Record<string, string | number | boolean | undefined | null>

export const queryKeys = {
  /** The caller's account (GET /api/account); login and logout keep or reset it apart from the rest. */
  account: () => ["account"] as const,
  /** Activating an account with the e-mailed link. */
  activation: (token: string | null) => ["activate", token] as const,
  unsubscribe: (account: string | null | undefined, token: string | null | undefined, which: string | null | undefined) =>
    ["unsubscribe", account, token, which] as const,
  cart: () => ["cart"] as const,
  wishlist: () => ["wishlist"] as const,
  countries: () => ["countries"] as const,
  orders: {
    mine: () => ["orders", "mine"] as const,
    /** The thank-you page of an order just paid. */
    complete: (id: string) => ["order-complete", id] as const,
  },
  products: {
    all: () => ["products"] as const,
    /** The print options in a country's currency. */
    inCountry: (country: string | undefined) => ["products", country] as const,
  },
  photos: {
    all: () => ["photos"] as const,
    one: (id: string | null | undefined) => ["photo", id] as const,
  },
  paintings: {
    all: () => ["paintings"] as const,
    mine: (page: number, styleId: string | null) => ["paintings", "mine", page, styleId] as const,
    mineLatest: () => ["paintings", "mine", "latest"] as const,
    adminRecent: () => ["paintings", "admin-recent"] as const,
  },
  /** One painting; not under `paintings` (a list refresh leaves an open painting alone). */
  painting: (id: string) => ["painting", id] as const,
  styles: {
    all: () => ["styles"] as const,
    public: () => ["styles", "isPublic"] as const,
    adminAll: () => ["styles", "admin-all"] as const,
  },
  style: {
    one: (id: string | null | undefined) => ["style", id] as const,
    paintings: (id: string) => ["style", id, "paintings"] as const,
  },
  tasks: {
    all: () => ["tasks"] as const,
    failed: () => ["tasks", { status: "failed" }] as const,
    list: (filters: Filters) => ["tasks", "list", filters] as const,
    latest: (timeDelta: string | number) => ["tasks", "latest", timeDelta] as const,
    ofService: (serviceId: string | undefined, timespan: string) => ["tasks", "service", serviceId, timespan] as const,
  },
  admin: {
    orders: {
      all: () => ["admin", "orders"] as const,
      list: (filters: Filters) => ["admin", "orders", filters] as const,
    },
    order: (id: string) => ["admin", "order", id] as const,
    account: (id: string) => ["admin", "account", id] as const,
    accounts: (from: string) => ["admin", "accounts", from] as const,
    reviews: {
      all: () => ["admin", "reviews"] as const,
      list: (scope: string) => ["admin", "reviews", scope] as const,
    },
    statics: () => ["admin", "statics"] as const,
    articles: () => ["admin", "articles"] as const,
    tags: () => ["admin", "tags"] as const,
    promoCodes: () => ["admin", "promo-codes"] as const,
    surveys: (page: number) => ["admin", "surveys", page] as const,
    services: {
      all: () => ["admin", "services"] as const,
      over: (timespan: string) => ["admin", "services", timespan] as const,
    },
    stats: {
      daily: (scope: string, timespan: string) => ["admin", "stats", scope, timespan] as const,
      summary: (from: string) => ["admin", "stats-summary", from] as const,
      list: (path: string, from: string) => ["admin", "stats-list", path, from] as const,
    },
    style: (id: string) => ["admin", "style", id] as const,
    postProcess: (styleId: string) => ["admin", "post-process", styleId] as const,
    postProcessApply: (settingsRef: string, paintingId: string | null | undefined) =>
      ["admin", "post-process-apply", settingsRef, paintingId] as const,
    testPortrait: (paintingId: string | null | undefined) => ["admin", "test-portrait", paintingId] as const,
  },
}
