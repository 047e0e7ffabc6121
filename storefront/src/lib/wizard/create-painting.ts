/** POST /api/painting {photoId, styleId, signature, crop}: starts the painting, framed by the crop; answers it. */
import { apiRequest } from "../api/client"
import type { FractionBox, Painting } from "@petshop/contract"

export async function createPainting(input: {
  photoId: string
  styleId: string
  signature?: string | null
  crop?: FractionBox | null
}): Promise<Painting> {
  return apiRequest<Painting>("/api/painting", {
    method: "POST",
    body: {
      photoId: input.photoId,
      styleId: input.styleId,
      signature: input.signature?.trim() || null,
      ...(input.crop ? { crop: input.crop } : {}),
    },
  })
}
