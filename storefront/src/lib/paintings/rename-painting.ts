/** Renames a painting (spec: under 2 characters is silently not saved). Answers whether it was sent. */
import { apiRequest } from "../api/client"
import type { Painting } from "@petshop/contract"

export const MIN_TITLE_LENGTH = 2

export async function renamePainting(uuid: string, title: string): Promise<Painting | null> {
  const trimmed = title.trim()
  if (trimmed.length < MIN_TITLE_LENGTH) return null
  return apiRequest<Painting>(`/api/painting/${uuid}`, { method: "PATCH", body: { title: trimmed } })
}
