/** Finding orders: the caller's own, one the caller may see, and the admin's filtered list. */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AccountContext } from "../../accounts/account-context"
import { DomainError } from "../../lib/errors"
import { loadOrder, withCartStamp } from "./cart-stamp"
import { readFulfillment } from "./order-metadata"
import { ORDER_FIELDS, ORDER_LIST_FIELDS, toMedusaStatus, type OrderRecord, type SpecOrderStatus } from "./order-records"

export const ORDER_NOT_FOUND = "Order not found."

/** An order its owner or an admin may see; anyone else's answers 404 like a missing one. */
export async function findOrderFor(container: MedusaContainer, account: AccountContext, id: string): Promise<OrderRecord> {
  const order = await loadOrder(container, id, ORDER_FIELDS)
  if (!order || order.status === "draft") throw DomainError.notFound(ORDER_NOT_FOUND)
  if (!account.isAdmin && order.customer_id !== account.customerId) throw DomainError.notFound(ORDER_NOT_FOUND)
  return order
}

/** An order its owner or an admin may see, with its lines stamped as the order shows them (cart-stamp.ts). */
export async function findOrderToShow(container: MedusaContainer, account: AccountContext, id: string): Promise<OrderRecord> {
  return withCartStamp(container, await findOrderFor(container, account, id))
}

export type OrderListOptions = {
  customerId?: string
  status?: SpecOrderStatus
  /** An order id, its number, or part of the e-mail. */
  search?: string
  page: number
  perPage: number
  /** Spec section 4: ready and not sent (and not cancelled) orders, the ready-to-send list. */
  readyToSend?: boolean
}

export async function listOrders(container: MedusaContainer, opts: OrderListOptions): Promise<{ orders: OrderRecord[]; count: number }> {
  const filters: Record<string, unknown> = { is_draft_order: false, status: { $ne: "draft" } }
  if (opts.customerId) filters.customer_id = opts.customerId
  if (opts.status) filters.status = toMedusaStatus(opts.status)
  const search = opts.search?.trim()
  if (search) {
    if (/^order_/i.test(search)) filters.id = search
    else if (/^#?\d{1,9}$/.test(search)) filters.display_id = Number(search.replace("#", ""))
    else filters.email = { $ilike: `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` }
  }
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  if (opts.readyToSend) {
    // The flags live in each order's metadata: pick the ids here, then page through them.
    filters.status = opts.status ? filters.status : { $nin: ["draft", "canceled"] }
    const { data: all } = await query.graph({
      entity: "order",
      fields: ["id", "metadata", "status"],
      filters,
      pagination: { order: { created_at: "DESC", id: "DESC" } },
    })
    const ids = (all as unknown as { id: string; status: string; metadata: Record<string, unknown> | null }[])
      .filter((o) => o.status !== "canceled" && readFulfillment(o.metadata).isReady && !readFulfillment(o.metadata).isSent)
      .map((o) => o.id)
    const pageIds = ids.slice((opts.page - 1) * opts.perPage, opts.page * opts.perPage)
    if (!pageIds.length) return { orders: [], count: ids.length }
    const { data } = await query.graph({
      entity: "order",
      fields: ORDER_LIST_FIELDS,
      filters: { id: pageIds },
      pagination: { order: { created_at: "DESC", id: "DESC" } },
    })
    return { orders: data as unknown as OrderRecord[], count: ids.length }
  }
  const { data, metadata } = await query.graph({
    entity: "order",
    fields: ORDER_LIST_FIELDS,
    filters,
    pagination: { skip: (opts.page - 1) * opts.perPage, take: opts.perPage, order: { created_at: "DESC", id: "DESC" } },
  })
  return { orders: data as unknown as OrderRecord[], count: metadata?.count ?? data.length }
}
