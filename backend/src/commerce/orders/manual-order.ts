/**
 * POST /api/order (admin): turns the admin's request into Medusa's createOrderWorkflow input,
 * checking every reference first so a bad one is a 400 and nothing is created.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { DomainError } from "../../lib/errors"
import type { CreateOrderBody } from "./manual-order-input"
import { paintingLineThumbnail } from "../cart/painting-line-thumbnail"
import { countryByValue, toMedusaPlace } from "../countries"
import { findMedium } from "../products/list-products"
import { META } from "./order-metadata"

/** The order Medusa's createOrderWorkflow makes (workflows/order/create-manual-order.ts). */
export type ManualOrderInput = {
  region_id: string
  email: string
  customer_id?: string
  sales_channel_id?: string
  shipping_address?: Record<string, unknown>
  billing_address?: Record<string, unknown>
  /** thumbnail: the painting's small image, the line's picture in the Medusa admin. */
  items: { variant_id: string; quantity: number; metadata: Record<string, unknown>; thumbnail?: string }[]
  shipping_methods?: { name: string; amount: number; shipping_option_id?: string | null }[]
  metadata: Record<string, unknown>
}

type CartRecord = {
  id: string
  email: string | null
  customer_id: string | null
  region_id: string | null
  sales_channel_id: string | null
  metadata: Record<string, unknown> | null
  items?:
    | ({
        variant_id: string | null
        quantity: number | string
        metadata: Record<string, unknown> | null
        thumbnail: string | null
      } | null)[]
    | null
  shipping_address?: Record<string, unknown> | null
  billing_address?: Record<string, unknown> | null
  shipping_methods?: ({ name: string; amount: number | string; shipping_option_id: string | null } | null)[] | null
}

const ADDRESS_KEYS = [
  "first_name",
  "last_name",
  "address_1",
  "address_2",
  "city",
  "province",
  "postal_code",
  "country_code",
  "phone",
  "company",
]
const pickAddress = (a: Record<string, unknown> | null | undefined) =>
  a ? Object.fromEntries(ADDRESS_KEYS.filter((k) => a[k] !== undefined && a[k] !== null).map((k) => [k, a[k]])) : undefined

async function fromCart(
  container: MedusaContainer,
  cartId: string
): Promise<Omit<ManualOrderInput, "metadata"> & { cartMetadata: Record<string, unknown> }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: [
      "id",
      "email",
      "customer_id",
      "region_id",
      "sales_channel_id",
      "metadata",
      "items.variant_id",
      "items.quantity",
      "items.metadata",
      "items.thumbnail",
      "shipping_address.*",
      "billing_address.*",
      "shipping_methods.name",
      "shipping_methods.amount",
      "shipping_methods.shipping_option_id",
    ],
    filters: { id: cartId },
  })
  const cart = data[0] as unknown as CartRecord | undefined
  if (!cart) throw DomainError.invalid("cartId", "Cart not found.")
  const items = (cart.items ?? []).filter((i) => i?.variant_id)
  if (!items.length) throw DomainError.invalid("cartId", "The cart is empty.")
  if (!cart.email) throw DomainError.invalid("cartId", "The cart has no e-mail address.")
  if (!cart.region_id) throw DomainError.invalid("cartId", "The cart has no region.")
  return {
    region_id: cart.region_id,
    email: cart.email,
    customer_id: cart.customer_id ?? undefined,
    sales_channel_id: cart.sales_channel_id ?? undefined,
    shipping_address: pickAddress(cart.shipping_address),
    billing_address: pickAddress(cart.billing_address),
    items: items.map((i) => ({
      variant_id: i!.variant_id!,
      quantity: Number(i!.quantity),
      metadata: i!.metadata ?? {},
      ...(i!.thumbnail ? { thumbnail: i!.thumbnail } : {}),
    })),
    shipping_methods: (cart.shipping_methods ?? [])
      .filter(Boolean)
      .map((m) => ({ name: m!.name, amount: Number(m!.amount), shipping_option_id: m!.shipping_option_id })),
    cartMetadata: cart.metadata ?? {},
  }
}

async function fromItems(container: MedusaContainer, body: CreateOrderBody): Promise<Omit<ManualOrderInput, "metadata">> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  let customerId: string | undefined
  let email = body.email
  if (body.accountId) {
    const { data } = await query.graph({
      entity: "account",
      fields: ["id", "customer.id", "customer.email"],
      filters: { id: body.accountId },
    })
    const customer = (data[0] as { customer?: { id: string; email: string | null } } | undefined)?.customer
    if (!customer) throw DomainError.invalid("accountId", "Account not found.")
    // Medusa files an order under the customer whose e-mail it carries, so an account's order uses the account's e-mail.
    if (!customer.email) throw DomainError.invalid("accountId", "This account has no e-mail address yet.")
    if (email && email !== customer.email.toLowerCase()) {
      throw DomainError.invalid("email", `The account's e-mail is ${customer.email}; leave email out to use it.`)
    }
    customerId = customer.id
    email = customer.email
  }

  const country = countryByValue(body.country)!
  const place = toMedusaPlace(country.value, body.shippingAddress?.state)
  const regions = await container.resolve(Modules.REGION).listRegions({}, { relations: ["countries"] })
  const region = regions.find((r) => (r.countries ?? []).some((c) => c.iso_2 === place.country_code))
  if (!region) throw DomainError.invalid("country", "We do not ship to that country.")

  const paintings = container.resolve<PaintingModuleService>(PAINTING_MODULE)
  const items: ManualOrderInput["items"] = []
  for (const [i, item] of body.items!.entries()) {
    if (!(await findMedium(container, item.medium))) throw DomainError.invalid(`items.${i}.medium`, "Product is currently unavailable.")
    const [painting] = item.painting ? await paintings.listPaintings({ id: item.painting }, { select: ["id", "image"] }) : []
    if (item.painting && !painting) throw DomainError.invalid(`items.${i}.painting`, "Painting not found.")
    const thumbnail = paintingLineThumbnail(painting?.image)
    items.push({
      variant_id: item.medium,
      quantity: item.quantity,
      metadata: item.painting ? { painting_id: item.painting, is_rotated: item.isRotated ?? false } : {},
      ...(thumbnail ? { thumbnail } : {}),
    })
  }
  const a = body.shippingAddress
  return {
    region_id: region.id,
    email: email!,
    customer_id: customerId,
    shipping_address: {
      ...place,
      ...(a?.firstName ? { first_name: a.firstName } : {}),
      ...(a?.lastName ? { last_name: a.lastName } : {}),
      ...(a?.address1 ? { address_1: a.address1 } : {}),
      ...(a?.address2 ? { address_2: a.address2 } : {}),
      ...(a?.city ? { city: a.city } : {}),
      ...(a?.zipCode ? { postal_code: a.zipCode } : {}),
      ...(a?.phoneNumber ? { phone: a.phoneNumber } : {}),
    },
    items,
  }
}

/** The order to create, checked (workflows/order/place-manual-order.ts creates it). */
export async function planManualOrder(
  container: MedusaContainer,
  body: CreateOrderBody,
  adminAccountId: string
): Promise<ManualOrderInput> {
  let input: ManualOrderInput
  if (body.cartId) {
    const { cartMetadata, ...rest } = await fromCart(container, body.cartId)
    input = { ...rest, metadata: { ...cartMetadata, [META.sourceCartId]: body.cartId, [META.createdBy]: adminAccountId } }
  } else {
    input = { ...(await fromItems(container, body)), metadata: { [META.createdBy]: adminAccountId } }
  }
  if (body.notes) input.metadata[META.notes] = body.notes
  return input
}
