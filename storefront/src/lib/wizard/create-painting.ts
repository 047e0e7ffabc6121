/** POST /api/painting {photoId, styleId, signature}: starts the painting; answers it. */
import { apiRequest } from "../api/client"
import type { Painting } from "@petshop/contract"

export async function createPainting(input: { photoId: string; styleId: string; signature?: string | null }): Promise<Painting> {
  return apiRequest<Painting>("/api/painting", {
    method: "POST",
    body: { photoId: input.photoId, styleId: input.styleId, signature: input.signature?.trim() || null },
  })
}
