import { cache } from "react"
import type { Medium, Product } from "@petshop/contract"
import type { ProductList } from "./catalogue-types"
import { fetchBackend } from "@/lib/server/fetch-backend"

/** The published catalogue, canvases then posters, smallest first (GET /api/products). */
export const fetchProducts = cache((currency = "usd", category?: string) =>
  fetchBackend<ProductList>("/api/products", { currency, category })
)

/** One product by id or handle (GET /api/product/{id}). */
export const fetchProduct = cache((id: string, currency = "usd") =>
  fetchBackend<Product>(`/api/product/${encodeURIComponent(id)}`, { currency })
)

/** One purchasable variant (GET /api/medium/{id}). */
export const fetchMedium = cache((id: string, currency = "usd") =>
  fetchBackend<Medium>(`/api/medium/${encodeURIComponent(id)}`, { currency })
)
