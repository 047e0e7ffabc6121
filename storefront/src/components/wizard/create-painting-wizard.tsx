"use client"
/**
 * The create-painting wizard (spec sections 2 and 4): choose or upload a photo (downsized,
 * uploaded with a progress bar, then analysed), frame the painting on it (the shop proposes
 * the crop that makes the pet fill the picture), optionally sign, confirm, and go to
 * the painting's page to watch it being painted. Without a style (issue 25) the style comes after
 * the photo: the Style step shows the shopper's own pet in every style as its samples arrive.
 */
import { useQueryClient } from "@tanstack/react-query"
import { useRouter } from "next/navigation"
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from "react"
import { FailedPhoto } from "@/components/photos/failed-photo"
import { PhotoDropZone } from "@/components/photos/photo-drop-zone"
import { PhotoGrid, usablePhotos } from "@/components/photos/photo-grid"
import { SelectedPhoto } from "@/components/photos/selected-photo"
import { SelectPhotoModal } from "@/components/photos/select-photo-modal"
import { handleApiError } from "@/lib/api/handle-api-error"
import type { Photo, Style } from "@petshop/contract"
import { downsizePhoto } from "@/lib/photos/downsize-photo"
import { photoImageUrl } from "@/lib/photos/photo-image"
import { uploadPhoto } from "@/lib/photos/upload-photo"
import { usePhoto } from "@/lib/photos/use-photo"
import { usePhotos } from "@/lib/photos/use-photos"
import { toast } from "@/lib/ui/ui-store"
import { createPainting } from "@/lib/wizard/create-painting"
import { styleImageUrl, useStyle } from "@/lib/wizard/use-style"
import { initialWizardState, stepOf, stepsFor, wizardReducer } from "@/lib/wizard/wizard-state"
import { ConfirmStep } from "./confirm-step"
import { FrameStep } from "./frame-step"
import { proposedFrame, type PaintingFrame } from "./painting-framer"
import { PhotoGuide } from "./photo-guide"
import { SignatureStep } from "./signature-step"
import { StylePicker } from "./style-picker"
import { WizardSteps } from "./wizard-steps"
import styles from "./wizard.module.css"
import { queryKeys } from "@/lib/api/query-keys"

/** How many earlier photos the first step shows before "All my photos". */
const RECENT_PHOTOS = 11

type Props = {
  styleId: string | null
  photoId?: string | null
  /** A style was picked (or "Change style": null); the page keeps it in its address. */
  onStyleChange: (styleId: string | null, photoId: string | null) => void
  onClose: () => void
}

export function CreatePaintingWizard({ styleId, photoId, onStyleChange, onClose }: Props) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [state, dispatch] = useReducer(wizardReducer, null, () => initialWizardState(photoId, { styleStep: !styleId }))
  const { data: style, isError: styleMissing } = useStyle(styleId)
  const allowSignature = Boolean(style?.allowSignature)
  const { data: photos } = usePhotos()
  // On the Style step the photo is followed closely: its samples arrive one by one.
  const { data: photo } = usePhoto(state.photoId, undefined, { followSampling: state.tab === "style" })
  const [preparing, setPreparing] = useState(false)
  const [selectorOpen, setSelectorOpen] = useState(false)
  const [creating, setCreating] = useState(false)
  // The shopper's changes to the proposed frame, for the photo they were made on.
  const [frameEdit, setFrameEdit] = useState<PaintingFrame | null>(null)
  const framed = style?.type !== "face-swap"
  const frame = framed ? (frameEdit && frameEdit.photoId === photo?.id ? frameEdit : proposedFrame(photo)) : null
  const uploadAbort = useRef<AbortController | null>(null)

  useEffect(() => {
    const onPhoto = state.tab === "selected-photo" || state.tab === "style"
    if (photo?.status === "failed" && photo.id === state.photoId && onPhoto && state.upload === null) {
      dispatch({ type: "photoFailed" })
    }
  }, [photo?.status, photo?.id, state.photoId, state.tab, state.upload])

  // A picked picture lives in memory as an object URL until it is replaced or cleared.
  const imageUrl = state.image?.url
  useEffect(() => () => void (imageUrl && setTimeout(() => URL.revokeObjectURL(imageUrl), 1000)), [imageUrl])
  useEffect(() => () => uploadAbort.current?.abort(), [])

  // A picked photo is downsized on this device and sent at once: the shop frames the pet once it is analysed.
  const pickFile = async (file: File) => {
    setPreparing(true)
    const small = await downsizePhoto(file)
    setPreparing(false)
    await send(small, URL.createObjectURL(small))
  }

  const send = async (file: File, preview?: string) => {
    dispatch({ type: "uploadStarted", image: preview ? { file, url: preview } : undefined })
    const controller = new AbortController()
    uploadAbort.current = controller
    try {
      const uploaded = await uploadPhoto(file, (fraction) => dispatch({ type: "uploadProgress", fraction }), controller.signal)
      queryClient.setQueryData(queryKeys.photos.one(uploaded.id), uploaded)
      void queryClient.invalidateQueries({ queryKey: queryKeys.photos.all() })
      toast("Image uploaded.")
      dispatch({ type: "uploaded", photoId: uploaded.id })
    } catch (err) {
      if ((err as Error).name === "AbortError") return
      handleApiError(err)
      dispatch({ type: "uploadFailed" })
    }
  }

  const selectPhoto = (chosen: Photo) => {
    queryClient.setQueryData(queryKeys.photos.one(chosen.id), (prev: Photo | undefined) => prev ?? chosen)
    dispatch({ type: "selectPhoto", photoId: chosen.id })
  }

  const create = async () => {
    if (!styleId || !state.photoId) return
    setCreating(true)
    try {
      const painting = await createPainting({
        photoId: state.photoId,
        styleId,
        signature: allowSignature ? state.signature : null,
        crop: frame?.photoId === state.photoId ? frame.crop : null,
      })
      queryClient.setQueryData(queryKeys.painting(painting.id), painting)
      void queryClient.invalidateQueries({ queryKey: queryKeys.paintings.all() })
      router.push(painting.routes.page)
    } catch (err) {
      handleApiError(err)
      setCreating(false)
    }
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return
    // Close first closes the photo guide.
    if (state.guideOpen) {
      e.stopPropagation()
      dispatch({ type: "closeGuide" })
    }
  }

  // The picked style goes into the address, and what it needs next (frame, signature) into the wizard.
  const pickStyle = (picked: Style) => {
    // The card's style shows at once; stale, so its own page's fuller record is read behind it.
    queryClient.setQueryData(queryKeys.style.one(picked.id), (prev: Style | undefined) => prev ?? picked, { updatedAt: 0 })
    dispatch({ type: "pickStyle", allowSignature: picked.allowSignature, framed: picked.type !== "face-swap" })
    onStyleChange(picked.id, state.photoId)
  }

  const changeStyle = () => {
    dispatch({ type: "changeStyle" })
    onStyleChange(null, state.photoId)
  }

  const close = () => (state.guideOpen ? dispatch({ type: "closeGuide" }) : onClose())
  const back = () => {
    const action = { type: "back", allowSignature, framed } as const
    // Back on the Style step no style is chosen: the one picked before leaves the address.
    if (styleId && wizardReducer(state, action).tab === "style") onStyleChange(null, state.photoId)
    dispatch(action)
  }
  const next = () => dispatch({ type: "next", allowSignature, framed, styleChosen: Boolean(styleId) && !styleMissing })
  // A style from the address that cannot be found is chosen after the photo, as without one.
  const styleStep = state.styleStep || styleMissing
  const recent = usablePhotos(photos)
  const previewUrl = state.image?.url
  // The shopper's own pet in the chosen style once its sample is made (issue 25), else the style's picture.
  const styleUrl = photo?.styleSamples?.find((s) => s.styleId === style?.id)?.image ?? styleImageUrl(style)

  return (
    <div className={styles.wizard} onKeyDown={onKeyDown} data-testid="create-painting-wizard" data-tab={state.tab}>
      <header className={styles.head}>
        <div className={styles.headStyle}>
          {styleUrl && <img className={styles.headThumb} src={styleUrl} alt="" />}
          <div>
            <p className="eyebrow">New painting</p>
            <h1 className={styles.title}>{style ? `Your pet in ${style.title}` : "Create your painting"}</h1>
            {style && state.tab !== "style" && (
              <button type="button" className={styles.link} onClick={changeStyle}>
                Change style
              </button>
            )}
          </div>
        </div>
        <div className={styles.headActions}>
          <button
            type="button"
            className="button-secondary button-small"
            onClick={() => dispatch({ type: "openGuide" })}
            aria-haspopup="dialog"
          >
            Photo guide
          </button>
          <button type="button" className={styles.close} onClick={close} aria-label="Close the wizard">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </header>

      <WizardSteps steps={stepsFor(allowSignature, styleStep)} current={stepOf(state.tab, styleStep)} />
      <div className={styles.panel} data-testid={`tab-${state.tab}`}>
        {styleMissing && <p className="notice">Style not found. Please choose another one after your photo.</p>}
        {state.tab === "photos-list" && (
          <div className={styles.photosList}>
            <h2 className={styles.panelTitle}>Start with a photo of your pet</h2>
            <PhotoDropZone onFile={pickFile} busy={preparing} />
            {recent.length > 0 && (
              <section aria-labelledby="recent-photos-title" className={styles.recent}>
                <div className={styles.recentHead}>
                  <h3 id="recent-photos-title">Or use one of your photos</h3>
                  {recent.length > RECENT_PHOTOS && (
                    <button type="button" className="button-ghost button-small" onClick={() => setSelectorOpen(true)}>
                      All my photos ({recent.length})
                    </button>
                  )}
                </div>
                <PhotoGrid photos={recent.slice(0, RECENT_PHOTOS)} onSelect={selectPhoto} />
              </section>
            )}
          </div>
        )}
        {state.tab === "style" && <StylePicker photo={photo} onPick={pickStyle} onBack={back} />}
        {state.tab === "image-crop" && <FrameStep photo={photo} frame={frame} onFrameChange={setFrameEdit} onBack={back} onNext={next} />}
        {state.tab === "selected-photo" && (
          <SelectedPhoto
            photo={photo}
            previewUrl={previewUrl}
            upload={state.upload}
            onBack={back}
            onContinue={next}
            onChooseOther={recent.length > 0 ? () => setSelectorOpen(true) : undefined}
          />
        )}
        {state.tab === "failed-photo" && (
          <FailedPhoto photo={photo} previewUrl={previewUrl ?? photoImageUrl(photo, "low")} onRetry={back} />
        )}
        {state.tab === "signature" && (
          <SignatureStep
            signature={state.signature}
            previewUrl={styleUrl}
            onChange={(signature) => dispatch({ type: "setSignature", signature })}
            onSkip={() => dispatch({ type: "skipSignature" })}
            onNext={next}
            onBack={back}
          />
        )}
        {state.tab === "confirm" && (
          <ConfirmStep
            photo={photo}
            previewUrl={previewUrl}
            style={style}
            signature={state.signature}
            creating={creating}
            frame={frame}
            onCreate={create}
            onBack={back}
          />
        )}
      </div>
      {state.guideOpen && <PhotoGuide onClose={() => dispatch({ type: "closeGuide" })} />}
      <SelectPhotoModal open={selectorOpen} onClose={() => setSelectorOpen(false)} onSelect={selectPhoto} selectedId={state.photoId} />
    </div>
  )
}
