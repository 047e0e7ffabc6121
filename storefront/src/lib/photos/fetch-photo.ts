/** One photo with fresh links to its pictures (GET /api/photo/{id}), read when it is opened. */
import type { Photo } from "@petshop/contract"
import { apiRequest } from "../api/client"

export const fetchPhoto = (id: string) => apiRequest<Photo>(`/api/photo/${id}`)
