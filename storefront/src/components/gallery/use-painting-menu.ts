"use client"
/**
 * The context menu of a painting (spec section 2): Open, Paint it again, Make similar for
 * everyone; with admin options on, the admin tools.
 */
import { useQueryClient } from "@tanstack/react-query"
import { useRouter } from "next/navigation"
import { handleApiError } from "@/lib/api/handle-api-error"
import type { Painting } from "@petshop/contract"
import { copyText } from "@/lib/catalogue/copy-text"
import { imageUrl } from "@/lib/catalogue/image-url"
import { paintAgainHref } from "@/lib/catalogue/wizard-links"
import { openContextMenu, type MenuItem } from "@/lib/ui/context-menu-store"
import { confirmAction, toast } from "@/lib/ui/ui-store"
import { paintingPrompt } from "@/lib/paintings/painting-prompt"
import { downloadPainting, paintingDownloadUrl } from "@/lib/paintings/download-painting"
import { useShowAdminOptions } from "./use-show-admin-options"
import { queryKeys } from "@/lib/api/query-keys"
import { fetchPhoto } from "@/lib/photos/fetch-photo"
import { setStyleImageFromPainting } from "@/lib/paintings/set-style-image"
import { deletePainting } from "@/lib/paintings/delete-painting"

/** A right click, or a "⋯" button click placed at the button. */
export type MenuEvent = { clientX: number; clientY: number; preventDefault: () => void }

/** Runs an admin action, showing what went wrong the spec's way. */
const guarded = (action: () => Promise<void>) => async () => {
  try {
    await action()
  } catch (err) {
    handleApiError(err)
  }
}

export function usePaintingMenu(painting: Painting, onDeleted?: () => void) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const admin = useShowAdminOptions()

  const go = (href: string) => ({ href, onSelect: () => router.push(href) })

  function items(): MenuItem[] {
    const list: MenuItem[] = [
      { label: "Open", ...go(painting.routes.page) },
      // The shop's demo paintings have no photo record to paint again from.
      { label: "Paint it again", ...go(paintAgainHref(painting.style, painting.isDemo ? undefined : painting.photo)) },
      { label: "Make similar", ...go(paintAgainHref(painting.style)) },
    ]
    if (!admin) return list
    const adminItems: Omit<MenuItem, "admin">[] = [
      { label: "View post", ...go(painting.routes.post) },
      {
        label: "Copy prompt",
        onSelect: guarded(async () => {
          if (await copyText(await paintingPrompt(painting))) toast("Prompt copied to clipboard.")
        }),
      },
      ...(painting.isDemo
        ? []
        : [
            {
              label: "View photo",
              onSelect: guarded(async () => {
                const photo = await fetchPhoto(painting.photo)
                const url = imageUrl(photo.image, "original")
                if (url) window.open(url, "_blank", "noopener")
              }),
            },
          ]),
      { label: "View style", ...go(painting.routes.style) },
      { label: "Edit style", ...go(`/admin?editStyle=${encodeURIComponent(painting.style)}`) },
      {
        label: "Set as style image",
        onSelect: guarded(async () => {
          await setStyleImageFromPainting(painting.style, painting.id)
          toast("Style public image updated")
          queryClient.invalidateQueries({ queryKey: queryKeys.styles.all() })
        }),
      },
      {
        label: "Copy download link",
        onSelect: guarded(async () => {
          const url = paintingDownloadUrl(painting)
          if (url && (await copyText(new URL(url, window.location.origin).href))) toast("Copied to clipboard")
        }),
      },
      { label: "Download", onSelect: guarded(() => downloadPainting(painting)) },
      {
        label: "Delete",
        onSelect: guarded(async () => {
          if (!(await confirmAction())) return
          await deletePainting(painting.uuid)
          toast("Painting deleted.")
          queryClient.invalidateQueries({ queryKey: queryKeys.paintings.all() })
          onDeleted?.()
          router.refresh()
        }),
      },
    ]
    return [...list, ...adminItems.map((item) => ({ ...item, admin: true }))]
  }

  return (event: MenuEvent) => openContextMenu(event, items())
}
