import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { VOUCHER_CODES_KEY } from "./sync-account-cart"

export type CartAccount = { account_id: string; customer_id: string }

/**
 * The accounts whose open cart carries a voucher: entered by the shopper (kept in the cart's
 * metadata, applied or not) or applied to it. Their carts follow the voucher when it changes.
 */
export async function findVoucherCarts(container: MedusaContainer, promotionId: string, code: string): Promise<CartAccount[]> {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = (await knex.raw(
    `SELECT DISTINCT ac.account_id, cart.customer_id
       FROM cart
       JOIN account_account_customer_customer ac ON ac.customer_id = cart.customer_id AND ac.deleted_at IS NULL
      WHERE cart.deleted_at IS NULL AND cart.completed_at IS NULL
        AND (coalesce(cart.metadata->'${VOUCHER_CODES_KEY}', '[]'::jsonb) @> jsonb_build_array(?::text)
             OR EXISTS (SELECT 1 FROM cart_promotion cp
                         WHERE cp.cart_id = cart.id AND cp.promotion_id = ? AND cp.deleted_at IS NULL))`,
    [code, promotionId]
  )) as { rows: CartAccount[] }
  return rows
}
