"use client"
/** What the whole page shows above its content: loader bar, toasts, prompts, confirm dialog, context menu. */
import { ConfirmDialog } from "./confirm-dialog"
import { ContextMenuHost } from "./context-menu-host"
import { LoginPrompts } from "./login-prompts"
import { StatusToasts } from "./status-toasts"
import { TopLoader } from "./top-loader"

export function UiOverlays() {
  return (
    <>
      <TopLoader />
      <StatusToasts />
      <LoginPrompts />
      <ConfirmDialog />
      <ContextMenuHost />
    </>
  )
}
