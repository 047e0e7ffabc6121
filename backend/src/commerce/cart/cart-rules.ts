/**
 * What a cart may hold, whichever door its lines came through. Medusa's own cart workflows
 * run these checks from their hooks (src/workflows/hooks) and the shop's own line workflows
 * as a step (workflows/cart/steps/check-painting-lines.ts), so no route, ours or Medusa's,
 * can skip them:
 * - every line is a print of a finished painting that the cart's customer owns (an admin's
 *   cart: any painting; anyone's: a public demo painting, the shop's showcase), on a product
 *   of the painting's shape (POST /api/cart picks paintings by the same rule,
 *   findPrintablePainting);
 * - every gift voucher on the cart holds under the rule /api/promo_code applies.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { paintingOwnerId } from "../../paintings/painting-owner"
import { findVoucherByCode } from "../promo-codes/find-voucher"
import { voucherShortfall } from "../promo-codes/voucher-matching"
import { productSize, type ProductRecord } from "../products/product-records"
import { PRODUCT_UNAVAILABLE } from "./choose-medium"
import { lineHasFrame, type CartLine } from "./load-cart"
import { paintingFitsProduct } from "./painting-fits-product"

export const NOT_YOUR_PAINTING = "Painting not found."
export const NOT_A_PAINTING_PRINT = "Every item in the cart must be a print of one of your paintings."
export const PAINTING_NOT_FINISHED = "Please wait for your painting to finish painting."

/** A line as the cart workflows receive or keep it. */
export type PaintingLine = { variant_id?: string | null; metadata?: Record<string, unknown> | null }

export type PaintingRow = {
  id: string
  status: string
  width: number
  height: number
  is_demo: boolean
  is_public: boolean
  customer?: { id: string } | null
}
export type VariantRow = { id: string; product?: Pick<ProductRecord, "width" | "height" | "metadata"> | null }

/** The shop's own showcase (legacy demo portraits): any shopper may order a print of one. */
export const isShowcasePainting = (painting: { is_demo: boolean; is_public: boolean }): boolean => painting.is_demo && painting.is_public

/**
 * A painting this buyer may order a print of (theirs, any for an admin, or a showcase one),
 * with what adding it to a cart needs; null for one they may not, as for a missing one.
 */
export async function findPrintablePainting(
  container: MedusaContainer,
  buyer: { customerId: string; isAdmin: boolean },
  paintingId: string
): Promise<(PaintingRow & { image: unknown }) | null> {
  const [rows, ownerId] = await Promise.all([
    container
      .resolve<PaintingModuleService>(PAINTING_MODULE)
      .listPaintings({ id: paintingId }, { select: ["id", "status", "width", "height", "image", "is_demo", "is_public"] }),
    paintingOwnerId(container, paintingId),
  ])
  const row = rows[0] as unknown as (Omit<PaintingRow, "customer"> & { image: unknown }) | undefined
  if (!row) return null
  const painting = { ...row, customer: ownerId ? { id: ownerId } : null }
  const owned = painting.customer?.id === buyer.customerId
  return owned || buyer.isAdmin || isShowcasePainting(painting) ? painting : null
}

const refuse = (message: string): never => {
  throw new MedusaError(MedusaError.Types.NOT_ALLOWED, message)
}

async function customerIsAdmin(container: MedusaContainer, customerId: string): Promise<boolean> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["account.is_admin"], filters: { id: customerId } })
  return Boolean((data[0] as { account?: { is_admin?: boolean } | null } | undefined)?.account?.is_admin)
}

/** Paintings and variants a caller has read already in this request (the cart rules need no second read of them). */
export type KnownPrintRows = { paintings?: PaintingRow[]; variants?: VariantRow[] }

/** Refuses lines that are not prints of a painting this customer may buy, on a product of its shape. */
export async function assertPaintingLines(
  container: MedusaContainer,
  customerId: string | null,
  lines: PaintingLine[],
  known?: KnownPrintRows
): Promise<void> {
  if (!lines.length) return
  const paintingIds = lines.map((l) => l.metadata?.painting_id)
  if (paintingIds.some((id) => typeof id !== "string" || !id) || lines.some((l) => !l.variant_id)) refuse(NOT_A_PAINTING_PRINT)

  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const knownPaintings = known?.paintings
  const knownVariants = known?.variants
  const [{ data: paintings }, { data: variants }] = await Promise.all([
    knownPaintings && paintingIds.every((id) => knownPaintings.some((p) => p.id === id))
      ? { data: knownPaintings }
      : query.graph({
          entity: "painting",
          fields: ["id", "status", "width", "height", "is_demo", "is_public", "customer.id"],
          filters: { id: [...new Set(paintingIds as string[])] },
        }),
    knownVariants && lines.every((l) => knownVariants.some((v) => v.id === l.variant_id))
      ? { data: knownVariants }
      : query.graph({
          entity: "product_variant",
          fields: ["id", "product.width", "product.height", "product.metadata"],
          filters: { id: [...new Set(lines.map((l) => l.variant_id!))] },
        }),
  ])
  const paintingById = new Map((paintings as unknown as PaintingRow[]).map((p) => [p.id, p]))
  const variantById = new Map((variants as unknown as VariantRow[]).map((v) => [v.id, v]))
  let admin: boolean | undefined

  for (const line of lines) {
    const painting = paintingById.get(line.metadata!.painting_id as string)
    if (!painting) return refuse(NOT_YOUR_PAINTING)
    const owned = customerId !== null && painting.customer?.id === customerId
    if (!owned && !isShowcasePainting(painting)) {
      admin ??= customerId !== null && (await customerIsAdmin(container, customerId))
      if (!admin) return refuse(NOT_YOUR_PAINTING)
    }
    if (painting.status !== "complete") return refuse(PAINTING_NOT_FINISHED)
    const product = variantById.get(line.variant_id!)?.product
    const size = product ? productSize(product as ProductRecord) : { width: null, height: null }
    if (!size.width || !size.height || !paintingFitsProduct(painting, { width: size.width, height: size.height })) {
      return refuse(PRODUCT_UNAVAILABLE)
    }
  }
}

type CartForRules = {
  customer_id: string | null
  completed_at: string | null
  /** `product`, where the reader has it, with the size the rules check (load-cart's lines carry it). */
  items:
    | (Pick<CartLine, "product_id" | "variant" | "quantity"> &
        PaintingLine & { product?: Partial<NonNullable<VariantRow["product"]>> | null })[]
    | null
  promotions: ({ code: string | null } | null)[] | null
}

/** Refuses to complete a cart whose lines or vouchers break the shop's rules. */
export async function assertCartFollowsRules(container: MedusaContainer, cartId: string): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: [
      "customer_id",
      "completed_at",
      "items.variant_id",
      "items.product_id",
      "items.quantity",
      "items.metadata",
      "items.variant.metadata",
      "items.variant.options.value",
      "items.variant.options.option.title",
      "promotions.code",
    ],
    filters: { id: cartId },
  })
  const cart = data[0] as unknown as CartForRules | undefined
  // An order already made from it is answered as it is; Medusa's own check covers a missing cart.
  if (!cart || cart.completed_at) return
  await assertLoadedCartFollowsRules(container, cart)
}

/**
 * The same rules over a cart the caller has read (commerce/cart/load-cart.ts, whose lines carry
 * their variants and products from the cached catalogue): only the paintings are read.
 */
export async function assertLoadedCartFollowsRules(container: MedusaContainer, cart: CartForRules): Promise<void> {
  const items = (cart.items ?? []).filter((i) => i !== null)
  if (!items.length) return
  const variants = items.flatMap((i) =>
    i.variant_id && i.product
      ? [
          {
            id: i.variant_id,
            product: { width: i.product.width ?? null, height: i.product.height ?? null, metadata: i.product.metadata ?? null },
          },
        ]
      : []
  )
  await assertPaintingLines(container, cart.customer_id, items, { variants })

  const voucherLines = items.map((i) => ({
    productId: i.product_id,
    hasFrame: lineHasFrame(i as CartLine),
    quantity: Number(i.quantity),
  }))
  for (const promotion of cart.promotions ?? []) {
    if (!promotion?.code) continue
    const voucher = await findVoucherByCode(container, promotion.code)
    if (!voucher) continue
    if (voucher.status !== "active") refuse("This gift voucher is no longer valid.")
    const shortfall = voucherShortfall(voucherLines, voucher)
    if (shortfall) refuse(shortfall)
  }
}
