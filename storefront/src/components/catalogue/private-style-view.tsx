"use client"
/**
 * A style the server could not show (hidden, so only admins may see it): fetched again from
 * the browser with the shopper's token. Others see "not found".
 */
import { useQuery } from "@tanstack/react-query"
import { apiRequest, ApiError } from "@/lib/api/client"
import type { Style } from "@petshop/contract"
import type { PaintingList } from "@/lib/catalogue/catalogue-types"
import { EmptyState } from "./empty-state"
import { StyleDetail } from "./style-detail"
import { queryKeys } from "@/lib/api/query-keys"

export function PrivateStyleView({ id }: { id: string }) {
  const style = useQuery({
    queryKey: queryKeys.style.one(id),
    queryFn: () => apiRequest<Style>(`/api/style/${encodeURIComponent(id)}`, { unthrottled: true }),
  })
  const paintings = useQuery({
    queryKey: queryKeys.style.paintings(id),
    queryFn: () =>
      apiRequest<PaintingList>(`/api/style/${encodeURIComponent(id)}/paintings`, { query: { perPage: 25 }, unthrottled: true }),
    enabled: style.isSuccess,
  })
  if (style.isPending)
    return (
      <p className="muted" role="status">
        Loading the style…
      </p>
    )
  if (style.isError) {
    if (!(style.error instanceof ApiError && style.error.status === 404)) console.info("[style]", style.error)
    return (
      <EmptyState title="Style not found." href="/pet-portraits" action="See all styles">
        It may be private or no longer offered.
      </EmptyState>
    )
  }
  return (
    <StyleDetail
      style={style.data}
      paintings={paintings.data?.paintings ?? (paintings.isError ? null : [])}
      paintingCount={paintings.data?.count ?? 0}
    />
  )
}
