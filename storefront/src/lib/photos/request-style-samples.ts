/**
 * Asks the shop to paint a photo in every style (POST /api/photo/{id}/style-samples, issue 25):
 * for a photo analysed before the style sampler, whose Style step would otherwise show only the
 * shop's demo pictures. Idempotent on the server; `queued` is false while the photo is analysed.
 */
import { apiRequest } from "../api/client"

export const requestStyleSamples = (photoId: string) =>
  apiRequest<{ queued: boolean }>(`/api/photo/${photoId}/style-samples`, { method: "POST", body: {} })
