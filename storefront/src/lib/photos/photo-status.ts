/**
 * A photo's analysis status (painting-module Photo.status): uploaded → analysing → analysed,
 * or failed. A painting can only be made from an analysed photo.
 */
export type PhotoStatus = "uploaded" | "analysing" | "analysed" | "failed"

export const isAnalysisActive = (status: string | undefined) => status === "uploaded" || status === "analysing"

export const PHOTO_STATUS_LABELS: Record<string, string> = {
  uploaded: "Waiting to be analysed…",
  analysing: "Finding your pet in the photo…",
  analysed: "Ready to paint",
  failed: "We could not use this photo",
}
