/**
 * What the whole page shows above its content: status toasts, the login / verify-email
 * prompts and the confirm dialog. A zustand store so any component or the API error
 * handler can raise them.
 */
import { create } from "zustand"

export type Toast = { id: number; text: string; kind: "info" | "error"; read: boolean }
export type Prompt = "RequireLogin" | "VerifyEmail" | null
export type ConfirmRequest = { title: string; text: string; resolve: (ok: boolean) => void }

/** Toasts are marked read after 3 s, errors after 6 s (spec section 4). */
export const TOAST_MS = { info: 3000, error: 6000 } as const

type UiState = {
  toasts: Toast[]
  prompt: Prompt
  confirm: ConfirmRequest | null
  /** A started request shows the loader; it stops about 10 ms after the answer. */
  loading: number
  toast: (text: string, kind?: Toast["kind"]) => void
  dismiss: (id: number) => void
  openPrompt: (prompt: Prompt) => void
  ask: (text?: string, title?: string) => Promise<boolean>
  settleConfirm: (ok: boolean) => void
  startLoading: () => void
  stopLoading: () => void
}

let nextId = 1

export const useUi = create<UiState>((set, get) => ({
  toasts: [],
  prompt: null,
  confirm: null,
  loading: 0,
  toast: (text, kind = "info") => {
    const id = nextId++
    set((s) => ({ toasts: [...s.toasts.slice(-4), { id, text, kind, read: false }] }))
    setTimeout(() => get().dismiss(id), TOAST_MS[kind])
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  openPrompt: (prompt) => set({ prompt }),
  ask: (text = "Are you sure?", title = "Dangerous action") =>
    new Promise<boolean>((resolve) => set({ confirm: { title, text, resolve } })),
  settleConfirm: (ok) => {
    get().confirm?.resolve(ok)
    set({ confirm: null })
  },
  startLoading: () => set((s) => ({ loading: s.loading + 1 })),
  stopLoading: () => setTimeout(() => set((s) => ({ loading: Math.max(0, s.loading - 1) })), 10),
}))

/** Shorthands for code outside React. */
export const toast = (text: string, kind?: Toast["kind"]) => useUi.getState().toast(text, kind)
export const confirmAction = (text?: string, title?: string) => useUi.getState().ask(text, title)
