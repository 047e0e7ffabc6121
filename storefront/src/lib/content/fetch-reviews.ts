import { fetchBackendData } from "@/lib/server/fetch-backend"
import { normalizeReview } from "./normalize-review"
import type { Review } from "./review"

type Raw = Record<string, unknown>

/** GET /api/reviews?scope=all|featured (published ones); an empty list when the call does not exist yet. */
export async function fetchReviews(scope: "all" | "featured" = "all"): Promise<Review[]> {
  const answer = await fetchBackendData<{ reviews?: Raw[] } | Raw[]>(`/api/reviews?scope=${scope}&perPage=50`)
  const raw = Array.isArray(answer) ? answer : (answer?.reviews ?? [])
  return raw.map(normalizeReview).filter((r): r is Review => r !== null)
}
