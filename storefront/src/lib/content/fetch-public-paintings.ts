import type { Painting } from "@petshop/contract"
import { fetchPaintings } from "@/lib/catalogue/fetch-paintings"

/** The newest public, finished paintings (GET /api/paintings?scope=isPublic); none while the shop is unreachable. */
export async function fetchPublicPaintings(perPage: number, page = 1): Promise<{ paintings: Painting[]; count: number }> {
  const answer = await fetchPaintings({ perPage, page })
  return answer.ok ? { paintings: answer.data.paintings, count: answer.data.count } : { paintings: [], count: 0 }
}
