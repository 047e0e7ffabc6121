"use client"
/** The newest paintings of every shopper (admins: GET /api/paintings?scope=all). */
import { useQuery } from "@tanstack/react-query"
import type { Painting } from "@petshop/contract"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"

export function useRecentPaintings() {
  return useQuery({
    queryKey: queryKeys.paintings.adminRecent(),
    queryFn: ({ signal }) =>
      apiRequest<{ paintings: Painting[] }>("/api/paintings", { query: { scope: "all", page: 1, perPage: 12 }, signal, unthrottled: true }),
  })
}
