/**
 * The create-painting wizard as a reducer (spec sections 2 and 4): tabs photos-list,
 * image-crop, selected-photo, failed-photo (step Photo), signature (optional step, only if
 * the style allows it and not yet passed) and confirm. Back steps deselect the photo or
 * clear the image; closing first closes the photo guide.
 */
export type WizardTab = "photos-list" | "image-crop" | "selected-photo" | "failed-photo" | "signature" | "confirm"
export type WizardStep = "Photo" | "Signature" | "Confirm"

export type PickedImage = { file: File; url: string }

export type WizardState = {
  tab: WizardTab
  /** A photo file picked on this device, waiting to be cropped. */
  image: PickedImage | null
  photoId: string | null
  /** 0…1 while an upload is running; null otherwise. */
  upload: number | null
  signature: string
  signaturePassed: boolean
  guideOpen: boolean
}

export type WizardAction =
  | { type: "pickImage"; image: PickedImage }
  | { type: "clearImage" }
  | { type: "uploadStarted"; image?: PickedImage }
  | { type: "uploadProgress"; fraction: number }
  | { type: "uploaded"; photoId: string }
  | { type: "uploadFailed" }
  | { type: "selectPhoto"; photoId: string }
  | { type: "deselectPhoto" }
  | { type: "photoFailed" }
  | { type: "next"; allowSignature: boolean }
  | { type: "setSignature"; signature: string }
  | { type: "skipSignature" }
  | { type: "back"; allowSignature: boolean }
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
    case "pickImage":
      return { ...state, image: action.image, photoId: null, upload: null, tab: "image-crop" }
    case "clearImage":
      return { ...state, image: null, upload: null, tab: "photos-list" }
    case "uploadStarted":
      // A cropped picture replaces the one it was cut from, as the preview of what is sent.
      return { ...state, image: action.image ?? state.image, upload: 0, tab: "selected-photo" }
    case "uploadProgress":
      return state.upload === null ? state : { ...state, upload: Math.max(state.upload, Math.min(1, action.fraction)) }
    case "uploaded":
      // The local preview stays until the shop's own tiers of the photo are ready.
      return { ...state, upload: null, photoId: action.photoId, tab: "selected-photo" }
    case "uploadFailed":
      // Back to the crop, so the same picture can be sent again.
      return { ...state, upload: null, tab: state.image ? "image-crop" : "photos-list" }
    case "selectPhoto":
      return { ...state, image: null, upload: null, photoId: action.photoId, tab: "selected-photo" }
    case "deselectPhoto":
      return { ...state, image: null, upload: null, photoId: null, tab: "photos-list" }
    case "photoFailed":
      return { ...state, tab: "failed-photo" }
    case "next":
      if (state.tab === "selected-photo" && state.photoId) {
        return { ...state, tab: action.allowSignature && !state.signaturePassed ? "signature" : "confirm" }
      }
      if (state.tab === "signature") return { ...state, signaturePassed: true, tab: "confirm" }
      return state
    case "setSignature":
      return { ...state, signature: action.signature.slice(0, MAX_SIGNATURE_LENGTH) }
    case "skipSignature":
      return { ...state, signature: "", signaturePassed: true, tab: "confirm" }
    case "back":
      switch (state.tab) {
        case "confirm":
          return action.allowSignature ? { ...state, signaturePassed: false, tab: "signature" } : { ...state, tab: "selected-photo" }
        case "signature":
          return { ...state, tab: "selected-photo" }
        case "selected-photo":
        case "failed-photo":
          return { ...state, image: null, upload: null, photoId: null, tab: "photos-list" }
        case "image-crop":
          return { ...state, image: null, upload: null, tab: "photos-list" }
        default:
          return state
      }
    case "openGuide":
      return { ...state, guideOpen: true }
    case "closeGuide":
      return { ...state, guideOpen: false }
  }
}
