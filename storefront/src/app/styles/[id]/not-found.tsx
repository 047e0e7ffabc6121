"use client"
/** /styles/{id} the server could not find: hidden (admins see it from here) or unknown, with status 404. */
import { useParams } from "next/navigation"
import { PrivateStyleView } from "@/components/catalogue/private-style-view"

export default function PrivateStyleNotFound() {
  const { id } = useParams<{ id: string }>()
  return <PrivateStyleView id={id} />
}
