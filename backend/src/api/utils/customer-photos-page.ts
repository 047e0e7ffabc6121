import type { MedusaContainer } from "@medusajs/framework/types"
import { customerPhotos } from "../../accounts/account-work"
import { PHOTO_FIELDS, presentPhoto, type PhotoRecord } from "./present-photo"

/** One page of the customer's photos, newest first, as GET /api/photos answers them. */
export async function customerPhotosPage(scope: Pick<MedusaContainer, "resolve">, customerId: string, page: number, perPage: number) {
  const photos = await customerPhotos<PhotoRecord>(scope, customerId, PHOTO_FIELDS)
  return { photos: photos.slice((page - 1) * perPage, page * perPage).map(presentPhoto), count: photos.length, page, perPage }
}
