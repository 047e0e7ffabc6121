/** The catalogue's lists (their entities are @petshop/contract's) and the currencies it prices in. */
import type { ListPage, Painting, Product, Style } from "@petshop/contract"

export type ProductList = { products: Product[]; count: number; currency: string }
export type PaintingList = ListPage & { paintings: Painting[] }
export type StyleList = ListPage & { styles: Style[] }

/** The currencies the shop prices in (spec section 3, country table). */
export const CURRENCIES = ["usd", "cad", "aud", "gbp", "eur"] as const
export type Currency = (typeof CURRENCIES)[number]
export const asCurrency = (value: unknown): Currency =>
  CURRENCIES.includes(String(value).toLowerCase() as Currency) ? (String(value).toLowerCase() as Currency) : "usd"
