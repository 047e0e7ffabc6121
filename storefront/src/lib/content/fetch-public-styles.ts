import type { Style } from "@/lib/api/types"
import { fetchBackendJson } from "./fetch-backend-json"

/** Every public style in the admin's order (GET /api/styles?scope=isPublic). */
export async function fetchPublicStyles(): Promise<Style[]> {
  const answer = await fetchBackendJson<{ styles: Style[] }>("/api/styles?scope=isPublic&perPage=50")
  return answer?.styles ?? []
}
