"use client"
/** The country table and address defaults from GET /api/countries, fetched once per visit. */
import { useQuery } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import type { CountryTable } from "./countries"
import { queryKeys } from "@/lib/api/query-keys"

export function useCountries() {
  return useQuery({
    queryKey: queryKeys.countries(),
    queryFn: ({ signal }) => apiRequest<CountryTable>("/api/countries", { signal, unthrottled: true }),
    // The table changes only with a deploy (the backend lets browsers keep it for an hour).
    staleTime: 60 * 60_000,
    gcTime: Infinity,
  })
}
