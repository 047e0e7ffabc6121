"use client"
/** The shopper's cart (GET /api/cart), shared by the header badge, the cart review and checkout. */
import { useQuery } from "@tanstack/react-query"
import { ApiError, apiRequest } from "../api/client"
import type { ImageSet } from "@petshop/contract"
import { useAccount } from "../session/use-account"
import { queryKeys } from "@/lib/api/query-keys"

/** A cart item as the backend presents it (spec section 3, backend/src/commerce/cart/present-cart.ts). */
export type CartItem = {
  id: string
  uuid: string
  dateCreated: string
  quantity: number
  price: number
  total: number
  /** Set once the item was bought: such items show no quantity controls. */
  order: string | null
  type: string
  label: { text1: string; text2: string }
  product: string | null
  productHasFrame: boolean
  frame: string
  signed: boolean
  isRotated: boolean
  medium: string | null
  mediumStamp: { name: string }
  painting: string | null
  paintingStamp: { title: string | null; image: ImageSet | string | null; productionImage: unknown } | null
  paintingRoute: string | null
  shippingOptions: { id: string; name: string; cost: number; currency: string; deliverTo: string[] }[]
  /** "Can't ship to {country}" when no shipping option delivers to the shipping country. */
  cantShip: string | null
  account: string
}

export type CartPromoCode = {
  code: string
  discount: number
  product: string | null
  productHasFrame: boolean | null
  minProductQuantity: number | null
  applied: boolean
  reason: string | null
}

export type TaxLine = { name: string; rate: number; amount: number }

export type CartView = {
  id: string | null
  currency: string
  items: CartItem[]
  itemCount: number
  subtotal: number
  discount: number
  shipping: number
  taxes: number
  /** The taxes that make up `taxes`, named as the billing country's table names them. */
  taxLines?: TaxLine[]
  total: number
  shippingCountry?: string
  shippingState?: string
  billingCountry?: string
  billingState?: string
  promoCodes?: CartPromoCode[]
  shippingOption?: { id: string; name: string; cost: number } | null
  cantShipTo?: string | null
  [k: string]: unknown
}

export const fetchCart = () => apiRequest<CartView>("/api/cart", { unthrottled: true })

export function useCart(enabled = true) {
  // A first visit has no token until GET /api/account made the temporary account.
  const { data: account } = useAccount()
  return useQuery({
    queryKey: queryKeys.cart(),
    queryFn: fetchCart,
    enabled: enabled && !!account,
    // 409: the shop was updating the same cart for another request (an address change); it settles quickly.
    retry: (count, err) => err instanceof ApiError && err.status === 409 && count < 3,
    retryDelay: 600,
  })
}
