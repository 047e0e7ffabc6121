/** Removes a painting from its owner's list (the backend keeps bought ones for fulfilment). */
import { apiRequest } from "../api/client"

export async function deletePainting(uuid: string): Promise<void> {
  await apiRequest(`/api/painting/${uuid}`, { method: "DELETE" })
}
