/**
 * Whether one of the caller's paintings is still being made (spec: only one at a time, except
 * admins). Newest come first, so a short page is enough to find an active one.
 */
import type { QueryClient } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import type { Painting } from "@petshop/contract"
import { isPaintingActive } from "./painting-images"
import { queryKeys } from "@/lib/api/query-keys"

export async function hasPaintingInProgress(queryClient: QueryClient): Promise<boolean> {
  try {
    const page = await queryClient.fetchQuery({
      queryKey: queryKeys.paintings.mineLatest(),
      queryFn: () =>
        apiRequest<{ paintings: Painting[] }>("/api/paintings", { query: { scope: "mine", page: 1, perPage: 10 }, unthrottled: true }),
      staleTime: 3000,
    })
    return page.paintings.some((p) => isPaintingActive(p.status))
  } catch (err) {
    console.info("[paintings] could not check for a painting in progress", err)
    return false
  }
}
