"use client"
/** Toasts, prompts, confirm dialog and context menu host. Placeholder until the UI kit lands. */
export function UiOverlays() {
  return null
}
