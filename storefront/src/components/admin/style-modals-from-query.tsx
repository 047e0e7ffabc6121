"use client"
/**
 * The header's "Create style" (/admin?createStyle=1) and the cards' admin "Edit style"
 * (/admin?editStyle={id}) open their modal here; closing drops the parameter again.
 */
import { usePathname, useRouter, useSearchParams } from "next/navigation"
import { CreateStyleModal } from "./create-style-modal"
import { EditStyleModal } from "./edit-style-modal"

export function StyleModalsFromQuery() {
  const params = useSearchParams()
  const router = useRouter()
  const path = usePathname()
  const close = () => {
    const next = new URLSearchParams(params.toString())
    next.delete("createStyle")
    next.delete("editStyle")
    const query = next.toString()
    router.replace(query ? `${path}?${query}` : path, { scroll: false })
  }
  return (
    <>
      <CreateStyleModal open={params.get("createStyle") === "1"} onClose={close} />
      <EditStyleModal styleId={params.get("editStyle")} onClose={close} />
    </>
  )
}
