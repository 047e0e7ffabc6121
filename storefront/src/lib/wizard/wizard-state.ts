/**
 * The create-painting wizard as a reducer (spec sections 2 and 4): tabs photos-list,
 * selected-photo (uploading, analysing), failed-photo, image-crop (the painting's frame on the
 * analysed photo, issue 22; not for face-swap styles, which take their template's shape)
 * (step Photo), signature (optional step, only if the style allows it and not yet passed) and
 * confirm. Back steps deselect the photo or clear the image; closing first closes the photo guide.
 */
export type WizardTab = "photos-list" | "image-crop" | "selected-photo" | "failed-photo" | "signature" | "confirm"
export type WizardStep = "Photo" | "Signature" | "Confirm"

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
}

export type WizardAction =
  | { type: "uploadStarted"; image?: PickedImage }
  | { type: "uploadProgress"; fraction: number }
  | { type: "uploaded"; photoId: string }
  | { type: "uploadFailed" }
  | { type: "selectPhoto"; photoId: string }
  | { type: "deselectPhoto" }
  | { type: "photoFailed" }
  | { type: "next"; allowSignature: boolean; framed: boolean }
  | { type: "setSignature"; signature: string }
  | { type: "skipSignature" }
  | { type: "back"; allowSignature: boolean; framed: boolean }
  | { type: "openGuide" }
  | { type: "closeGuide" }

export function initialWizardState(photoId?: string | null): WizardState {
  return {
    tab: photoId ? "selected-photo" : "photos-list",
    image: null,
    photoId: photoId || null,
    upload: null,
    signature: "",
    signaturePassed: false,
    guideOpen: false,
  }
}

export function stepOf(tab: WizardTab): WizardStep {
  if (tab === "signature") return "Signature"
  if (tab === "confirm") return "Confirm"
  return "Photo"
}

export function stepsFor(allowSignature: boolean): WizardStep[] {
  return allowSignature ? ["Photo", "Signature", "Confirm"] : ["Photo", "Confirm"]
}

export const MAX_SIGNATURE_LENGTH = 40

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
      if (state.tab === "selected-photo" && state.photoId) return { ...state, tab: action.framed ? "image-crop" : afterFrame }
      if (state.tab === "image-crop") return { ...state, tab: afterFrame }
      if (state.tab === "signature") return { ...state, signaturePassed: true, tab: "confirm" }
      return state
    }
    case "setSignature":
      return { ...state, signature: action.signature.slice(0, MAX_SIGNATURE_LENGTH) }
    case "skipSignature":
      return { ...state, signature: "", signaturePassed: true, tab: "confirm" }
    case "back": {
      const beforeSignature = action.framed ? "image-crop" : "selected-photo"
      switch (state.tab) {
        case "confirm":
          return action.allowSignature ? { ...state, signaturePassed: false, tab: "signature" } : { ...state, tab: beforeSignature }
        case "signature":
          return { ...state, tab: beforeSignature }
        case "image-crop":
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
