"use client"
/**
 * Before and after: a test portrait of a chosen photo as it is (before) and painted again
 * with the editor's settings (after: POST /api/post_process/{id}/apply, in the painting
 * worker), live as it paints; the result can replace the portrait's image or become the
 * style's example. The test portrait (POST /api/paintings/create-test-portrait, not shown to
 * customers) is made once per photo and style and remembered in this browser, so tweaking
 * a layer and previewing again only re-applies.
 */
import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import type { AdminStyle } from "@/lib/admin/admin-types"
import { isPaintingActive, paintingImageUrl, storedProgressFrame } from "@/lib/paintings/painting-images"
import { photoImageUrl } from "@/lib/photos/photo-image"
import { usablePhotosOf } from "@/lib/admin/usable-photos"
import { usePhotos } from "@/lib/photos/use-photos"
import { usePaintingProgress } from "@/lib/realtime/painting-progress-store"
import { toast } from "@/lib/ui/ui-store"
import { useBrowserValue } from "@/lib/ui/use-browser-value"
import styles from "./admin.module.css"
import { queryKeys } from "@/lib/api/query-keys"
import {
  isApplyRunning,
  useApplyPostProcess,
  useApplyState,
  usePreviewTestPortrait,
  useReplacePaintingImage,
  useTestPortrait,
  useUseAsExample,
} from "@/lib/admin/use-layer-preview"

const portraitKey = (styleId: string, photoId: string) => `petshop.admin.test-portrait.${styleId}.${photoId}`

function rememberedPortrait(styleId: string, photoId: string | undefined): string | null {
  if (!photoId || typeof window === "undefined") return null
  return window.localStorage.getItem(portraitKey(styleId, photoId))
}

export function LayerPreview({
  style,
  settingsId,
  beforePreview,
}: {
  style: AdminStyle
  /** The post-process settings being edited (else the style's default ones). */
  settingsId?: string
  /** Saves the editor's changes; false when they cannot be saved. */
  beforePreview: () => Promise<boolean>
}) {
  const queryClient = useQueryClient()
  const photos = usePhotos()
  const usable = usablePhotosOf(photos.data)
  const [photoId, setPhotoId] = useState<string | null>(null)
  const chosen = usable.find((p) => p.id === photoId) ?? usable[0]
  const settingsRef = encodeURIComponent(settingsId ?? style.id)

  // The test portrait of this style and photo: one made here, else the one this browser
  // remembers (localStorage, read as it renders; none on the server and while hydrating).
  const chosenId = chosen?.id
  const remembered = useBrowserValue(() => rememberedPortrait(style.id, chosenId), null)
  const [made, setMade] = useState<{ styleId: string; photoId: string; id: string } | null>(null)
  const portraitId = made && made.styleId === style.id && made.photoId === chosenId ? made.id : remembered
  // Apply as soon as a newly made portrait is finished.
  const [applyWhenDone, setApplyWhenDone] = useState(false)

  const portrait = useTestPortrait(portraitId)
  const portraitDone = portrait.data?.status === "complete"
  // A paint or face-swap style's first painting measures its picture and writes the recipe
  // into its settings: show that recipe in the editor once the test portrait is done.
  useEffect(() => {
    if (portraitDone && style.type !== "image-to-image")
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.postProcess(style.id) })
  }, [portraitDone, style.type, style.id, queryClient])
  // The portrait's frames as the live events bring them (polling is the fallback).
  const liveFrame = usePaintingProgress((s) => (portraitId ? s.byPainting[portraitId]?.frames.at(-1) : undefined))

  const state = useApplyState(settingsRef, portraitId, portraitDone)
  const applied = state.data?.applied ?? null
  const running = isApplyRunning(applied)

  // An apply under way ends any wait to apply.
  const apply = useApplyPostProcess(settingsRef, { onMutate: () => setApplyWhenDone(false) })

  // The test portrait being waited for is done: apply (which ends the wait).
  useEffect(() => {
    if (applyWhenDone && portraitDone && portraitId && !apply.isPending) apply.mutate(portraitId)
  }, [applyWhenDone, portraitDone, portraitId, apply])
  // A failed test portrait ends the wait (seen while rendering).
  if (applyWhenDone && portrait.data?.status === "failed") setApplyWhenDone(false)

  /** Saves, makes the test portrait if this photo has none yet, then applies. */
  const preview = usePreviewTestPortrait({
    styleId: style.id,
    photoId: chosen?.id,
    portraitId,
    beforePreview,
    onMade: (painting) => {
      window.localStorage.setItem(portraitKey(style.id, chosen!.id), painting.id)
      setMade({ styleId: style.id, photoId: chosen!.id, id: painting.id })
    },
    onPortrait: async (painting) => {
      if (painting.status === "complete") await apply.mutateAsync(painting.id)
      else setApplyWhenDone(true)
    },
  })

  const replace = useReplacePaintingImage(settingsRef, portraitId, {
    onSuccess: ({ message }) => {
      toast(message)
      void portrait.refetch()
      void state.refetch()
    },
  })
  const useAsExample = useUseAsExample(settingsRef, portraitId, style.id, {
    onSuccess: ({ message }) => {
      toast(message)
      void state.refetch()
    },
  })

  const busy = preview.isPending || apply.isPending || running || applyWhenDone
  const beforeUrl = (portrait.data && paintingImageUrl(portrait.data)) ?? (chosen ? photoImageUrl(chosen, "medium") : undefined)
  // One picture on the after side: the latest frame while it paints, then the result.
  const portraitFrame =
    portrait.data && isPaintingActive(portrait.data.status) ? (liveFrame ?? storedProgressFrame(portrait.data)?.url) : undefined
  const afterUrl = running
    ? (applied?.progressImage ?? applied?.result?.image.original)
    : (applied?.result?.image.original ?? portraitFrame)
  const status = running
    ? `Painting… ${applied?.progress ?? 0}%`
    : portrait.data?.status === "failed"
      ? `The test portrait failed: ${portrait.data.failureReason ?? "unknown reason"}`
      : applyWhenDone
        ? "Painting the test portrait first…"
        : applied?.status === "failed"
          ? `Failed: ${applied.error ?? "unknown reason"}`
          : applied?.result
            ? "Done."
            : ""

  return (
    <div style={{ marginTop: "1.25rem" }} data-testid="layer-preview">
      <h4 style={{ margin: "0 0 0.5rem" }}>Preview on a photo</h4>
      {usable.length === 0 ? (
        <p className="muted">Upload a photo on the Bulk create screen to preview the layers on it.</p>
      ) : (
        <>
          <ul
            className={styles.pictures}
            aria-label="Photos to preview on"
            style={{ gridTemplateColumns: "repeat(auto-fill, minmax(4.5rem, 1fr))" }}
          >
            {usable.slice(0, 12).map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className={styles.pictureTile}
                  aria-pressed={chosen?.id === p.id}
                  onClick={() => setPhotoId(p.id)}
                  aria-label={`Preview on photo ${p.description ?? p.id}`}
                >
                  {photoImageUrl(p, "thumb") && <img src={photoImageUrl(p, "thumb")} alt="" loading="lazy" />}
                </button>
              </li>
            ))}
          </ul>
          <div className="button-row" style={{ margin: "0.75rem 0" }}>
            <button
              type="button"
              className="button button-small"
              disabled={!chosen || busy}
              data-testid="preview-layers"
              onClick={() => preview.mutate()}
            >
              {preview.isPending || apply.isPending ? "Starting…" : running || applyWhenDone ? "Painting…" : "Preview layers"}
            </button>
            <span className="muted">
              Saves the layers, then paints the test portrait of this photo again with them (not shown to customers).
            </span>
          </div>
          <div className={styles.beforeAfter}>
            <figure data-testid="preview-before">
              <div className={styles.frame}>{beforeUrl && <img src={beforeUrl} alt="Before: the test portrait as it is" />}</div>
              <figcaption>Before: {portrait.data?.image ? "the test portrait" : "the photo"}</figcaption>
            </figure>
            <figure data-testid="preview-after" data-status={applied?.status ?? "none"} aria-busy={busy}>
              <div className={styles.frame}>
                {afterUrl ? <img src={afterUrl} alt={`After: ${style.title} with these layers`} /> : "The painting appears here."}
              </div>
              <figcaption>
                After: {style.title} <span role="status">{status}</span>
              </figcaption>
            </figure>
          </div>
          <div className="button-row" style={{ marginTop: "0.5rem" }}>
            <button
              type="button"
              className="button-secondary button-small"
              data-testid="replace-painting-image"
              disabled={!applied?.result || busy || replace.isPending}
              onClick={() => replace.mutate()}
            >
              Replace painting image
            </button>
            <button
              type="button"
              className="button-secondary button-small"
              data-testid="use-as-style-example"
              disabled={!applied?.result || busy || useAsExample.isPending}
              onClick={() => useAsExample.mutate()}
            >
              Use as style example
            </button>
          </div>
        </>
      )}
    </div>
  )
}
