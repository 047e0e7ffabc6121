import type { Style } from "@petshop/contract"
import { fetchStyles } from "@/lib/catalogue/fetch-styles"

/** Every public style in the admin's order (GET /api/styles?scope=isPublic); none while the shop is unreachable. */
export async function fetchPublicStyles(): Promise<Style[]> {
  const answer = await fetchStyles("isPublic")
  return answer.ok ? answer.data.styles : []
}
