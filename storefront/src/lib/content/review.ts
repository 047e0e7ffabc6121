import type { ImageSet } from "@petshop/contract"

/** A customer review as /reviews shows it (the backend's fields are not in the spec; see normalize). */
export type Review = {
  id: string
  text: string
  rating: number
  author: string
  location: string | null
  dateCreated: string | null
  images: (ImageSet | string)[]
  paintingId: string | null
}
