/** Shapes of the catalogue answers (backend/src/commerce/products/present-product.ts). */
import type { ListPage, Painting, Style } from "@petshop/contract"

export type PriceOption = { medium: string; price: number; prices: Record<string, number> }

export type FrameColor = "black" | "walnut" | "white"

export type Product = {
  id: string
  uuid: string
  handle: string
  name: string
  type: "canvas" | "poster"
  width: number
  height: number
  aspectRatio: string | null
  currency: string
  medium: string | null
  price: number
  prices: Record<string, number>
  signed: PriceOption | null
  frames: Array<PriceOption & { color: FrameColor; signed: PriceOption | null }>
  categories: string[]
  description: string | null
  image: string | null
  images: string[]
}

export type Medium = {
  id: string
  uuid: string
  name: string
  product: string
  productName: string
  type: "canvas" | "poster"
  width: number
  height: number
  aspectRatio: string | null
  frame: FrameColor | "none"
  hasFrame: boolean
  signed: boolean
  sku: string | null
  currency: string
  price: number
  prices: Record<string, number>
}

export type ProductList = { products: Product[]; count: number; currency: string }
export type PaintingList = ListPage & { paintings: Painting[] }
export type StyleList = ListPage & { styles: Style[] }

/** The currencies the shop prices in (spec section 3, country table). */
export const CURRENCIES = ["usd", "cad", "aud", "gbp", "eur"] as const
export type Currency = (typeof CURRENCIES)[number]
export const asCurrency = (value: unknown): Currency =>
  CURRENCIES.includes(String(value).toLowerCase() as Currency) ? (String(value).toLowerCase() as Currency) : "usd"
