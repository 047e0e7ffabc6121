/** Photos a painting can be made from now: analysed ones (queued or failed ones would be refused). */
import type { Photo } from "@petshop/contract"

export const usablePhotosOf = (photos: Photo[] | undefined) => (photos ?? []).filter((p) => p.status === "analysed")
