import { redirect } from "next/navigation"

/** /my-artworks starts at its first page. */
export default function MyArtworksIndex() {
  redirect("/my-artworks/1/")
}
