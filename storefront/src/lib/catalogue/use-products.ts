"use client"
/** The print options priced in a shipping country's currency (GET /api/products?country=…); the server's USD list otherwise. */
import { useQuery } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import type { ProductList } from "./catalogue-types"

export function useProductsInCountry(country: string | undefined) {
  return useQuery({
    queryKey: queryKeys.products.inCountry(country),
    queryFn: () => apiRequest<ProductList>("/api/products", { query: { country }, cache: true }),
    enabled: Boolean(country && country !== "USA"),
  })
}
