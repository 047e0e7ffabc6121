/**
 * Loads the catalogue's data files (seed/data/*.json) and checks their shape, so a typo
 * in a data file fails with the file and field named instead of half-seeding a shop.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { z } from "zod"

export const DATA_DIR = join(__dirname, "..", "data")

const currencyCode = z.string().regex(/^[a-z]{3}$/, "a lower-case ISO 4217 code")
const countryCode = z.string().regex(/^[a-z]{2}$/, "a lower-case ISO 3166-1 alpha-2 code")
const money = z.number().nonnegative()

export const currenciesSchema = z.object({
  baseCurrency: currencyCode,
  defaultCurrency: currencyCode,
  rates: z.record(currencyCode, z.number().positive()),
})

export const regionsSchema = z.object({
  regions: z
    .array(
      z.object({
        name: z.string().min(2),
        currency: currencyCode,
        countries: z
          .array(
            z.object({
              iso2: countryCode,
              spec: z.string().regex(/^[A-Z]{3}$/),
              label: z.string(),
              subdivisions: z.array(z.object({ code: z.string(), spec: z.string(), label: z.string() })).optional(),
            })
          )
          .min(1),
      })
    )
    .min(1),
})

const taxRate = z.object({ name: z.string(), code: z.string(), rate: z.number().min(0).max(100) })

export const taxesSchema = z.object({
  countries: z.array(
    z.object({
      country: countryCode,
      default: taxRate,
      provinces: z.array(
        z.object({
          code: z.string().regex(/^[a-z]{2}-[a-z0-9]{1,3}$/, "a lower-case ISO 3166-2 code such as ca-on"),
          label: z.string(),
          default: taxRate,
          combinable: z.boolean(),
        })
      ),
    })
  ),
})

export const frameKeys = ["none", "black", "walnut", "white"] as const
export type FrameKey = (typeof frameKeys)[number]

export const productsSchema = z.object({
  defaultPriceUsd: money,
  frames: z.array(z.object({ key: z.enum(frameKeys), label: z.string() })),
  signature: z.array(z.object({ key: z.enum(["unsigned", "signed"]), label: z.string() })),
  mediums: z.array(z.object({ key: z.string(), label: z.string() })),
  categories: z.array(
    z.object({
      handle: z.string().regex(/^[a-z0-9-]+$/),
      name: z.string(),
      description: z.string(),
      rule: z.string().regex(/^(type:(canvas|poster)|frame:(black|walnut|white)|signable)$/),
    })
  ),
  products: z
    .array(
      z.object({
        handle: z.string().regex(/^[a-z0-9-]+$/),
        title: z.string(),
        type: z.enum(["canvas", "poster"]),
        medium: z.string(),
        width: z.number().positive(),
        height: z.number().positive(),
        priceUsd: money.optional(),
        frameSurchargesUsd: z.object({ black: money, walnut: money, white: money }).optional(),
        signedSurchargeUsd: money.optional(),
      })
    )
    .min(1),
})

export const shippingSchema = z.object({
  stockLocation: z.object({
    name: z.string(),
    address: z.object({
      address_1: z.string(),
      city: z.string(),
      province: z.string(),
      postal_code: z.string(),
      country_code: countryCode,
    }),
  }),
  fulfillmentSetName: z.string(),
  shippingProfileName: z.string(),
  zones: z.array(
    z.object({
      name: z.string(),
      countries: z.array(countryCode).min(1),
      currency: currencyCode,
      options: z.array(z.object({ code: z.string(), name: z.string(), amount: money })).min(1),
      // Places inside the zone where every option costs a multiple of its price (spec: Hawaii x3).
      surcharges: z
        .array(z.object({ province: z.string().regex(/^[a-z]{2}-[a-z0-9]{1,3}$/), label: z.string(), multiplier: z.number().positive() }))
        .default([]),
    })
  ),
})

const login = z.object({
  email: z.string().email(),
  password: z.string().min(8),
  first_name: z.string(),
  last_name: z.string(),
})

export const accountsSchema = z.object({
  store: z.object({ name: z.string(), salesChannel: z.string(), publishableKeyTitle: z.string() }),
  adminUsers: z.array(login),
  customers: z.array(
    login.extend({
      role: z.string(),
      /** The shop account's flags (spec section 3): verified e-mail, shop admin. */
      profile: z
        .object({ isVerified: z.boolean().default(false), isAdmin: z.boolean().default(false) })
        .default({ isVerified: false, isAdmin: false }),
    })
  ),
})

export const stylesSchema = z.object({
  styles: z
    .array(
      z.object({
        title: z.string().min(2),
        engine: z.string().regex(/^[a-z0-9-]+$/),
        allowSignature: z.boolean(),
        isFeatured: z.boolean(),
        isFirst: z.boolean(),
        description: z.string(),
        prompt: z.string().min(6, "Please provide a longer prompt.").includes("{description}"),
        negativePrompt: z.string().min(6, "Please provide a longer negative prompt."),
      })
    )
    .min(1),
})

export type StylesData = z.infer<typeof stylesSchema>

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens")

/** content.json: articles (each body in articles/<slug>.md) and published reviews. */
export const contentSchema = z.object({
  articles: z.array(
    z.object({
      slug,
      title: z.string().min(4),
      summary: z.string().min(20).max(300),
      publishedAt: z.iso.datetime(),
    })
  ),
  reviews: z.array(
    z.object({
      name: z.string().min(2).max(80),
      rating: z.number().int().min(1).max(5),
      text: z.string().min(20).max(2000),
      isFeatured: z.boolean().default(false),
      publishedAt: z.iso.datetime(),
    })
  ),
})

export type ContentData = {
  articles: (z.infer<typeof contentSchema>["articles"][number] & { body: string })[]
  reviews: z.infer<typeof contentSchema>["reviews"]
}

export type CurrenciesData = z.infer<typeof currenciesSchema>
export type RegionsData = z.infer<typeof regionsSchema>
export type TaxesData = z.infer<typeof taxesSchema>
export type ProductsData = z.infer<typeof productsSchema>
export type ProductData = ProductsData["products"][number]
export type ShippingData = z.infer<typeof shippingSchema>
export type AccountsData = z.infer<typeof accountsSchema>

export type CatalogueData = {
  currencies: CurrenciesData
  regions: RegionsData
  taxes: TaxesData
  products: ProductsData
  shipping: ShippingData
  accounts: AccountsData
  styles: StylesData
  content: ContentData
}

function readDataFile<T>(dir: string, file: string, schema: z.ZodType<T>): T {
  const path = join(dir, file)
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, "utf8"))
  } catch (err) {
    throw new Error(`Seed data ${path} is not readable JSON: ${(err as Error).message}`, { cause: err })
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
    throw new Error(`Seed data ${path} is invalid:\n  ${problems.join("\n  ")}`)
  }
  return parsed.data
}

/** content.json with each article's markdown body from articles/<slug>.md. */
function readContent(dir: string): ContentData {
  const content = readDataFile(dir, "content.json", contentSchema)
  const articles = content.articles.map((article) => {
    const path = join(dir, "articles", `${article.slug}.md`)
    let body: string
    try {
      body = readFileSync(path, "utf8").trim()
    } catch (err) {
      throw new Error(`Seed data ${path} (the body of article ${article.slug}) is not readable: ${(err as Error).message}`, {
        cause: err,
      })
    }
    if (!body) throw new Error(`Seed data ${path} (the body of article ${article.slug}) is empty`)
    return { ...article, body }
  })
  return { articles, reviews: content.reviews }
}

/** Reads and checks every data file, and the references between them. */
export function loadCatalogueData(dir = DATA_DIR): CatalogueData {
  const data: CatalogueData = {
    currencies: readDataFile(dir, "currencies.json", currenciesSchema),
    regions: readDataFile(dir, "regions.json", regionsSchema),
    taxes: readDataFile(dir, "taxes.json", taxesSchema),
    products: readDataFile(dir, "products.json", productsSchema),
    shipping: readDataFile(dir, "shipping.json", shippingSchema),
    accounts: readDataFile(dir, "accounts.json", accountsSchema),
    styles: readDataFile(dir, "styles.json", stylesSchema),
    content: readContent(dir),
  }
  const currencies = new Set(Object.keys(data.currencies.rates))
  const countries = new Set(data.regions.regions.flatMap((r) => r.countries.map((c) => c.iso2)))
  for (const region of data.regions.regions) {
    if (!currencies.has(region.currency)) {
      throw new Error(`regions.json: region ${region.name} uses ${region.currency}, which has no rate in currencies.json`)
    }
  }
  for (const tax of data.taxes.countries) {
    if (!countries.has(tax.country)) throw new Error(`taxes.json: country ${tax.country} is in no region`)
  }
  const shipped = new Set(data.shipping.zones.flatMap((z) => z.countries))
  for (const country of countries) {
    if (!shipped.has(country)) throw new Error(`shipping.json: no shipping zone serves ${country}`)
  }
  return data
}
