/**
 * An account's work for GET /api/account/{id}/paintings and /photos: who may look (the
 * account itself or an admin), and which paintings are in its wishlist, cart and orders.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { findAccountCartId } from "../commerce/cart/find-account-cart"
import { META, type CartStampItem } from "../commerce/orders/order-metadata"
import { WISHLISTS_MODULE, type WishlistsModuleService } from "../modules/wishlists"
import { DomainError } from "../lib/errors"
import type { AccountContext } from "./account-context"

type Scope = Pick<MedusaContainer, "resolve">

const ids = (rows: ({ id: string } | null)[] | null | undefined) => (rows ?? []).filter(Boolean).map((r) => r!.id)

/** The account's customer, for the account itself or an admin (others are refused); not found when there is none. */
export async function accountCustomerFor(scope: Scope, caller: AccountContext, accountId: string): Promise<string> {
  if (caller.id !== accountId && !caller.isAdmin) throw DomainError.unauthenticated()
  if (caller.id === accountId) return caller.customerId
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "account", fields: ["id", "customer.id"], filters: { id: accountId } })
  const customerId = (data[0] as { customer?: { id: string } | null } | undefined)?.customer?.id
  if (!customerId) throw DomainError.notFound("Account not found.")
  return customerId
}

/** The paintings the customer made (owns), newest first. */
export async function ownedPaintingIds(scope: Scope, customerId: string): Promise<string[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["paintings.id", "paintings.created_at"], filters: { id: customerId } })
  const paintings = ((data[0] as { paintings?: ({ id: string; created_at: string | Date } | null)[] } | undefined)?.paintings ?? [])
    .filter((p): p is { id: string; created_at: string | Date } => Boolean(p))
    .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())
  return paintings.map((p) => p.id)
}

/** The paintings on the customer's wishlist, most recently added first. */
export async function wishlistPaintingIds(scope: Scope, customerId: string): Promise<string[]> {
  return scope.resolve<WishlistsModuleService>(WISHLISTS_MODULE).listPaintingIds(customerId)
}

/** The paintings on the lines of the customer's open cart. */
export async function cartPaintingIds(scope: Scope, customerId: string): Promise<string[]> {
  const cartId = await findAccountCartId(scope as MedusaContainer, customerId)
  if (!cartId) return []
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["items.metadata"], filters: { id: cartId } })
  const items = (data[0] as { items?: ({ metadata?: { painting_id?: string } | null } | null)[] } | undefined)?.items ?? []
  return items.map((i) => i?.metadata?.painting_id).filter((id): id is string => Boolean(id))
}

/** The paintings the customer's orders bought: linked ones, and any an order's stamp names. */
export async function orderPaintingIds(scope: Scope, customerId: string): Promise<string[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "metadata", "paintings.id"],
    filters: { customer_id: customerId, is_draft_order: false, status: { $ne: "draft" } },
    pagination: { order: { created_at: "DESC", id: "DESC" } },
  })
  return (data as unknown as { metadata?: Record<string, unknown> | null; paintings?: ({ id: string } | null)[] }[]).flatMap((order) => {
    const stamp = order.metadata?.[META.cartStamp]
    return [
      ...ids(order.paintings),
      ...(Array.isArray(stamp) ? (stamp as CartStampItem[]).map((i) => i.painting).filter((id): id is string => Boolean(id)) : []),
    ]
  })
}

export type PaintingFilters = { inWishlist: boolean; inCart: boolean; inOrders: boolean }

/**
 * Without filters, the paintings the customer made. Each filter given narrows to the
 * paintings in that place (which may be other people's public paintings, e.g. on the
 * wishlist); several filters combine (in the wishlist and in the cart).
 */
export async function accountPaintingIds(scope: Scope, customerId: string, filters: PaintingFilters): Promise<string[]> {
  const sets: string[][] = []
  if (filters.inWishlist) sets.push(await wishlistPaintingIds(scope, customerId))
  if (filters.inCart) sets.push(await cartPaintingIds(scope, customerId))
  if (filters.inOrders) sets.push(await orderPaintingIds(scope, customerId))
  if (!sets.length) return ownedPaintingIds(scope, customerId)
  const [first, ...rest] = sets.map((s) => [...new Set(s)])
  return first.filter((id) => rest.every((s) => s.includes(id)))
}

/** The customer's photos with these fields, newest first. */
export async function customerPhotos<T extends { created_at: string | Date }>(
  scope: Scope,
  customerId: string,
  fields: string[]
): Promise<T[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: fields.map((f) => `photos.${f}`),
    filters: { id: customerId },
  })
  return ((data[0] as { photos?: (T | null)[] } | undefined)?.photos ?? [])
    .filter((p): p is T => Boolean(p))
    .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())
}
