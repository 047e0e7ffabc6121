/**
 * The create-painting wizard as a reducer (spec sections 2 and 4): tabs photos-list,
 * selected-photo (uploading, analysing), failed-photo, image-crop (the painting's frame on the
 * analysed photo, issue 22; not for face-swap styles, which take their template's shape)
 * (step Photo), signature (optional step, only if the style allows it and not yet passed) and
 * confirm. Back steps deselect the photo or clear the image; closing first closes the photo guide.
 *
 * Opened without a style (issue 25), the wizard has a Style step after the photo: tab style, the
 * styles painted from the shopper's own photo, then the frame (part of that step: how the
 * painting looks), signature and confirm as with a style. Back from the frame returns to the styles.
 */
export type WizardTab = "photos-list" | "image-crop" | "selected-photo" | "failed-photo" | "style" | "signature" | "confirm"
export type WizardStep = "Photo" | "Style" | "Signature" | "Confirm"

export type PickedImage = { file: File; url: string }

export type WizardState = {
  tab: WizardTab
  /** A photo file picked on this device, shown while it uploads. */
  image: PickedImage | null
  photoId: string | null
  /** 0…1 while an upload is running; null otherwise. */
  upload: number | null
  signature: string
  signaturePassed: boolean
  guideOpen: boolean
  /** The style is chosen in the wizard, after the photo (it opened without one, or the shopper asked to change it). */
  styleStep: boolean
}

export type WizardAction =
  | { type: "uploadStarted"; image?: PickedImage }
  | { type: "uploadProgress"; fraction: number }
  | { type: "uploaded"; photoId: string }
  | { type: "uploadFailed" }
  | { type: "selectPhoto"; photoId: string }
  | { type: "deselectPhoto" }
  | { type: "photoFailed" }
  /** `styleChosen`: the wizard has a style it can paint (one from its address may not exist). */
  | { type: "next"; allowSignature: boolean; framed: boolean; styleChosen?: boolean }
  /** A style picked in the Style step, with what it needs next. */
  | { type: "pickStyle"; allowSignature: boolean; framed: boolean }
  | { type: "changeStyle" }
  | { type: "setSignature"; signature: string }
  | { type: "skipSignature" }
  | { type: "back"; allowSignature: boolean; framed: boolean }
  | { type: "openGuide" }
  | { type: "closeGuide" }

export function initialWizardState(photoId?: string | null, { styleStep = false }: { styleStep?: boolean } = {}): WizardState {
  return {
    tab: photoId ? "selected-photo" : "photos-list",
    image: null,
    photoId: photoId || null,
    upload: null,
    signature: "",
    signaturePassed: false,
    guideOpen: false,
    styleStep,
  }
}

export function stepOf(tab: WizardTab, styleStep = false): WizardStep {
  if (tab === "signature") return "Signature"
  if (tab === "confirm") return "Confirm"
  if (tab === "style") return "Style"
  // The frame comes after the style when the style is chosen in the wizard.
  if (tab === "image-crop" && styleStep) return "Style"
  return "Photo"
}

export function stepsFor(allowSignature: boolean, styleStep = false): WizardStep[] {
  const steps: WizardStep[] = styleStep ? ["Photo", "Style"] : ["Photo"]
  return allowSignature ? [...steps, "Signature", "Confirm"] : [...steps, "Confirm"]
}

export const MAX_SIGNATURE_LENGTH = 40

/** The tabs after the photo and its style are chosen. */
const PAST_STYLE: WizardTab[] = ["image-crop", "signature", "confirm"]

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "uploadStarted":
      return { ...state, image: action.image ?? state.image, photoId: null, upload: 0, tab: "selected-photo" }
    case "uploadProgress":
      return state.upload === null ? state : { ...state, upload: Math.max(state.upload, Math.min(1, action.fraction)) }
    case "uploaded":
      // The local preview stays until the shop's own tiers of the photo are ready.
      return { ...state, upload: null, photoId: action.photoId, tab: "selected-photo" }
    case "uploadFailed":
      return { ...state, image: null, upload: null, tab: "photos-list" }
    case "selectPhoto":
      return { ...state, image: null, upload: null, photoId: action.photoId, tab: "selected-photo" }
    case "deselectPhoto":
      return { ...state, image: null, upload: null, photoId: null, tab: "photos-list" }
    case "photoFailed":
      return { ...state, tab: "failed-photo" }
    case "next": {
      const afterFrame = action.allowSignature && !state.signaturePassed ? "signature" : "confirm"
      if (state.tab === "selected-photo" && state.photoId) {
        if (state.styleStep || action.styleChosen === false) return { ...state, styleStep: true, tab: "style" }
        return { ...state, tab: action.framed ? "image-crop" : afterFrame }
      }
      if (state.tab === "image-crop") return { ...state, tab: afterFrame }
      if (state.tab === "signature") return { ...state, signaturePassed: true, tab: "confirm" }
      return state
    }
    case "pickStyle": {
      if (state.tab !== "style" || !state.photoId) return state
      // Another style may be signed where the last one was not: its signature step shows again.
      const afterFrame = action.allowSignature ? "signature" : "confirm"
      return { ...state, signaturePassed: false, tab: action.framed ? "image-crop" : afterFrame }
    }
    case "changeStyle":
      return { ...state, styleStep: true, signaturePassed: false, tab: PAST_STYLE.includes(state.tab) ? "style" : state.tab }
    case "setSignature":
      return { ...state, signature: action.signature.slice(0, MAX_SIGNATURE_LENGTH) }
    case "skipSignature":
      return { ...state, signature: "", signaturePassed: true, tab: "confirm" }
    case "back": {
      const beforeFrame = state.styleStep ? "style" : "selected-photo"
      const beforeSignature = action.framed ? "image-crop" : beforeFrame
      switch (state.tab) {
        case "confirm":
          return action.allowSignature ? { ...state, signaturePassed: false, tab: "signature" } : { ...state, tab: beforeSignature }
        case "signature":
          return { ...state, tab: beforeSignature }
        case "image-crop":
          return { ...state, tab: beforeFrame }
        case "style":
          return { ...state, tab: "selected-photo" }
        case "selected-photo":
        case "failed-photo":
          return { ...state, image: null, upload: null, photoId: null, tab: "photos-list" }
        default:
          return state
      }
    }
    case "openGuide":
      return { ...state, guideOpen: true }
    case "closeGuide":
      return { ...state, guideOpen: false }
  }
}
