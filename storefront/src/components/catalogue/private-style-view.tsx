"use client"
/**
 * A style the server could not show (hidden, so only admins may see it): fetched again from
 * the browser with the shopper's token. Others see "not found".
 */
import { ApiError } from "@/lib/api/client"
import { EmptyState } from "./empty-state"
import { StyleDetail } from "./style-detail"
import { useStyle } from "@/lib/wizard/use-style"
import { useStylePaintings } from "@/lib/catalogue/use-style-paintings"

export function PrivateStyleView({ id }: { id: string }) {
  const style = useStyle(id)
  const paintings = useStylePaintings(id, style.isSuccess)
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
