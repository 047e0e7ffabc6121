/**
 * The printed products: product types (canvas, poster), the categories behind the five
 * product pages (canvas, black-frame, walnut-frame, white-frame, signed-artworks) plus
 * posters, and one product per type and size whose variants are frame x signature, each
 * priced in every store currency.
 */
import { Modules, ProductStatus } from "@medusajs/framework/utils"
import { createProductCategoriesWorkflow, createProductsWorkflow, createProductTypesWorkflow } from "@medusajs/medusa/core-flows"
import type { CurrenciesData, ProductData, ProductsData } from "../data"
import { aspectRatioKey, basePriceUsd, variantChoices, variantPrice, type VariantChoice } from "../pricing"
import { StepCounter, type SeedContext, type StepReport } from "../types"

export const FRAME_OPTION = "Frame"
export const SIGNATURE_OPTION = "Signature"

const label = (list: { key: string; label: string }[], key: string) => {
  const found = list.find((item) => item.key === key)
  if (!found) throw new Error(`products.json has no label for ${key}`)
  return found.label
}

/** Which categories a product belongs to, by the category rules of products.json. */
export function categoryHandlesFor(product: ProductData, data: ProductsData): string[] {
  return data.categories
    .filter(({ rule }) => {
      if (rule.startsWith("type:")) return product.type === rule.slice(5)
      if (rule.startsWith("frame:")) return product.frameSurchargesUsd !== undefined
      if (rule === "signable") return product.signedSurchargeUsd !== undefined
      return false
    })
    .map((c) => c.handle)
}

export function variantSku(product: ProductData, choice: VariantChoice): string {
  return [product.handle, choice.frame, choice.signed ? "signed" : "unsigned"].join("-").toUpperCase()
}

export async function seedCatalogue(
  { container }: SeedContext,
  data: ProductsData,
  currencies: CurrenciesData,
  ids: { salesChannelId: string; shippingProfileId: string }
): Promise<StepReport> {
  const counter = new StepCounter("products and categories")
  const productModule = container.resolve(Modules.PRODUCT)

  const types = await productModule.listProductTypes({})
  const typeIds: Record<string, string> = {}
  for (const value of ["canvas", "poster"]) {
    const found = types.find((t) => t.value === value)
    if (found) {
      typeIds[value] = found.id
      counter.existing++
    } else {
      const { result } = await createProductTypesWorkflow(container).run({ input: { product_types: [{ value }] } })
      typeIds[value] = result[0].id
      counter.created++
    }
  }

  const categories = await productModule.listProductCategories({ handle: data.categories.map((c) => c.handle) })
  const categoryIds: Record<string, string> = {}
  for (const c of categories) categoryIds[c.handle] = c.id
  const missingCategories = data.categories.filter((c) => !categoryIds[c.handle])
  counter.existing += data.categories.length - missingCategories.length
  if (missingCategories.length) {
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: {
        product_categories: missingCategories.map((c) => ({
          name: c.name,
          handle: c.handle,
          description: c.description,
          is_active: true,
        })),
      },
    })
    for (const c of result) categoryIds[c.handle] = c.id
    counter.created += result.length
  }

  const existingProducts = await productModule.listProducts({ handle: data.products.map((p) => p.handle) }, { select: ["id", "handle"] })
  const have = new Set(existingProducts.map((p) => p.handle))
  const missing = data.products.filter((p) => !have.has(p.handle))
  counter.existing += data.products.length - missing.length

  const currencyCodes = Object.keys(currencies.rates)
  const products = missing.map((product) => {
    const choices = variantChoices(product)
    const frames = [...new Set(choices.map((c) => c.frame))]
    const signatures = [...new Set(choices.map((c) => (c.signed ? "signed" : "unsigned")))]
    return {
      title: product.title,
      handle: product.handle,
      status: ProductStatus.PUBLISHED,
      description: `${label(data.mediums, product.medium)}, ${product.width}\u00d7${product.height} in, printed from your pet's painting.`,
      type_id: typeIds[product.type],
      shipping_profile_id: ids.shippingProfileId,
      category_ids: categoryHandlesFor(product, data).map((h) => categoryIds[h]),
      sales_channels: [{ id: ids.salesChannelId }],
      width: product.width,
      height: product.height,
      metadata: {
        type: product.type,
        width: product.width,
        height: product.height,
        medium: product.medium,
        aspectRatio: aspectRatioKey(product.width, product.height),
        basePriceUsd: basePriceUsd(product, data.defaultPriceUsd),
      },
      options: [
        { title: FRAME_OPTION, values: frames.map((f) => label(data.frames, f)) },
        { title: SIGNATURE_OPTION, values: signatures.map((s) => label(data.signature, s)) },
      ],
      variants: choices.map((choice) => ({
        title: `${label(data.frames, choice.frame)} / ${label(data.signature, choice.signed ? "signed" : "unsigned")}`,
        sku: variantSku(product, choice),
        manage_inventory: false,
        options: {
          [FRAME_OPTION]: label(data.frames, choice.frame),
          [SIGNATURE_OPTION]: label(data.signature, choice.signed ? "signed" : "unsigned"),
        },
        metadata: {
          frame: choice.frame,
          signed: choice.signed,
          medium: choice.frame === "none" ? product.medium : `framed-${product.medium}`,
        },
        prices: currencyCodes.map((currency_code) => ({
          currency_code,
          amount: variantPrice(product, choice, currency_code, currencies, data.defaultPriceUsd),
        })),
      })),
    }
  })

  // Batches keep one workflow (and one transaction) small.
  for (let i = 0; i < products.length; i += 6) {
    await createProductsWorkflow(container).run({ input: { products: products.slice(i, i + 6) } })
  }
  counter.created += products.length
  return counter.report()
}
