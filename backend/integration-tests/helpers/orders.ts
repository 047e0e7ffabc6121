/**
 * Orders made the way a shopper's checkout makes them, through Medusa's own cart flows:
 * a cart in the country's region with an address, e-mail and shipping method, a payment
 * collection with Medusa's system provider, then completeCartWorkflow (which emits
 * order.placed). Needs the seeded catalogue (seedShop).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, PromotionActions } from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  listShippingOptionsForCartWorkflow,
  updateCartPromotionsWorkflow,
} from "@medusajs/medusa/core-flows"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

export type PlaceOrderInput = {
  customerId: string
  variantId: string
  quantity?: number
  paintingId?: string
  isRotated?: boolean
  /** ISO 3166-1 alpha-2, lower case; a seeded region's country. */
  countryCode?: string
  province?: string
  /** The payment provider; pp_system_default unless a test wants another. */
  providerId?: string
  /** Extra cart metadata (copied onto the order), e.g. { is_test: true }. */
  metadata?: Record<string, unknown>
  /** More lines: [{ variantId, quantity, paintingId }]. */
  moreItems?: { variantId: string; quantity?: number; paintingId?: string }[]
  /** Gift voucher codes put on the cart through Medusa's own promotion workflow. */
  promoCodes?: string[]
}

const PROVINCES: Record<string, string> = { us: "us-co", ca: "ca-on", au: "au-nsw", gb: "gb-eng" }

/** Places an order and answers its Medusa order id. */
export async function placeOrder(container: MedusaContainer, input: PlaceOrderInput): Promise<string> {
  const countryCode = input.countryCode ?? "us"
  const providerId = input.providerId ?? "pp_system_default"
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: regions } = (await query.graph({
    entity: "region",
    fields: ["id", "countries.iso_2", "payment_providers.id"],
  })) as unknown as { data: { id: string; countries: { iso_2: string }[]; payment_providers?: { id: string }[] }[] }
  const region = regions.find((r) => r.countries.some((c) => c.iso_2 === countryCode))
  if (!region) throw new Error(`No seeded region ships to ${countryCode}`)
  if (!(region.payment_providers ?? []).some((p) => p.id === providerId)) {
    await container.resolve(ContainerRegistrationKeys.LINK).create({
      [Modules.REGION]: { region_id: region.id },
      [Modules.PAYMENT]: { payment_provider_id: providerId },
    })
  }
  // Checkout asks a guest for an e-mail; Medusa keeps a cart on a guest customer only when
  // the e-mail is the customer's own (another one makes a new guest customer).
  const customers = container.resolve(Modules.CUSTOMER)
  const customer = await customers.retrieveCustomer(input.customerId)
  const email = customer.email ?? `shopper-${input.customerId.slice(-10).toLowerCase()}@example.com`
  if (!customer.email) await customers.updateCustomers(input.customerId, { email })
  const [store] = await container.resolve(Modules.STORE).listStores({}, { select: ["default_sales_channel_id"] })

  const lines = [{ variantId: input.variantId, quantity: input.quantity ?? 1, paintingId: input.paintingId }, ...(input.moreItems ?? [])]
  // Every line of an order is a print of a painting (the cart rules refuse others): a line
  // without one gets a finished painting of the customer's in the product's shape.
  for (const line of lines) line.paintingId ??= (await paintingForProduct(container, input.customerId, line.variantId)).id
  const { result: cart } = await createCartWorkflow(container).run({
    input: {
      region_id: region.id,
      customer_id: input.customerId,
      email,
      sales_channel_id: store.default_sales_channel_id ?? undefined,
      metadata: input.metadata,
      shipping_address: {
        first_name: "Test",
        last_name: "Shopper",
        address_1: "1 Main Street",
        city: "Town",
        postal_code: "80202",
        country_code: countryCode,
        province: input.province ?? PROVINCES[countryCode],
      },
      items: lines.map((l) => ({
        variant_id: l.variantId,
        quantity: l.quantity ?? 1,
        metadata: l.paintingId ? { painting_id: l.paintingId, is_rotated: input.isRotated ?? false } : {},
      })),
    },
  })
  const { result: options } = await listShippingOptionsForCartWorkflow(container).run({ input: { cart_id: cart.id } })
  const option = (options as { id: string; amount?: number }[])[0]
  if (!option) throw new Error(`No shipping option for a cart to ${countryCode}`)
  await addShippingMethodToCartWorkflow(container).run({ input: { cart_id: cart.id, options: [{ id: option.id }] } })
  if (input.promoCodes?.length) {
    await updateCartPromotionsWorkflow(container).run({
      input: { cart_id: cart.id, promo_codes: input.promoCodes, action: PromotionActions.ADD },
    })
  }
  const { result: collection } = await createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: cart.id } })
  const collectionId = collection as unknown as { id: string }[] | { id: string }
  await createPaymentSessionsWorkflow(container).run({
    input: { payment_collection_id: Array.isArray(collectionId) ? collectionId[0].id : collectionId.id, provider_id: providerId },
  })
  const { result } = await completeCartWorkflow(container).run({ input: { id: cart.id } })
  return result.id
}

/** A finished painting owned by the customer, straight in the painting module (no worker needed). */
export async function makePainting(container: MedusaContainer, customerId: string, title = "Whiskers in oil") {
  const painting = await container.resolve<PaintingModuleService>(PAINTING_MODULE).createPaintings({
    title,
    photo_id: "photo_test",
    style_id: "style_test",
    status: "complete",
    image: { original: `/static/${title}-original.jpg`, low: `/static/${title}-low.jpg`, thumb: `/static/${title}-thumb.jpg` },
    production_image: { original: `/private/${title}-production.png` },
  })
  await container.resolve(ContainerRegistrationKeys.LINK).create({
    [PAINTING_MODULE]: { painting_id: painting.id },
    [Modules.CUSTOMER]: { customer_id: customerId },
  })
  return painting
}

/** A finished painting of the customer's whose shape fits the variant's product (512 px wide). */
export async function paintingForProduct(container: MedusaContainer, customerId: string, variantId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product_variant", fields: ["product.metadata"], filters: { id: variantId } })
  const size = (data[0] as unknown as { product: { metadata: { width: number; height: number } } }).product.metadata
  const painting = await makePainting(container, customerId, `Print ${variantId.slice(-6)} ${Math.random().toString(36).slice(2, 8)}`)
  const height = Math.round((512 * Number(size.height)) / Number(size.width))
  await container.resolve<PaintingModuleService>(PAINTING_MODULE).updatePaintings({ id: painting.id, width: 512, height })
  return painting
}

/** The variant id of a seeded product's frame/signature choice (by SKU, as the seed names them). */
export async function variantBySku(container: MedusaContainer, sku: string): Promise<string> {
  const [variant] = await container.resolve(Modules.PRODUCT).listProductVariants({ sku }, { select: ["id"] })
  if (!variant) throw new Error(`No variant ${sku}`)
  return variant.id
}

/** The cart stamp as stored in an order's metadata (the API shows one worked out on the fly until it is). */
export async function storedStamp(container: MedusaContainer, orderId: string): Promise<unknown> {
  const order = await container.resolve(Modules.ORDER).retrieveOrder(orderId, { select: ["metadata"] })
  return (order.metadata as Record<string, unknown> | null)?.cart_stamp || undefined
}
