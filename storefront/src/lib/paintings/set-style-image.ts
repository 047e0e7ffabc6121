/** Makes a painting its style's public picture (admins: POST /api/style/{id}/public_image_from_painting/{paintingId}). */
import { apiRequest } from "../api/client"

export async function setStyleImageFromPainting(styleId: string, paintingId: string): Promise<void> {
  await apiRequest(`/api/style/${styleId}/public_image_from_painting/${paintingId}`, { method: "POST" })
}
