/** Shapes of the admin /api/* answers that @petshop/contract does not define (yet): fulfilment, surveys, stats. */
import type { PostProcessSettings, Service, Style } from "@petshop/contract"

export type Proof = { id: string; filename: string; width: number; height: number; bytes: number; dateCreated: string }

export type FulfillmentPackage = {
  id: string
  dateCreated: string
  printPartner: { name: string; orderId: string | null; status: string | null; sentAt: string | null } | null
  items: { id: string; painting: string | null; print: { width: number; height: number; dpi: number; file: string } }[]
  downloadUrl: string
}

export type FulfillmentView = { fulfillmentPackage: FulfillmentPackage | null; proofs: Proof[] }

/** A worker task, as @petshop/contract defines it. */
export type { Task } from "@petshop/contract"

/** A painting service a style may name; an unconfigured one would fail its paintings. */
export type PaintingProviderInfo = { id: string; label: string; status: "ready" | "unconfigured" }

export type ServicesResponse = {
  services: Service[]
  queueDepths: Record<string, Record<string, number>>
  providers: PaintingProviderInfo[]
  timespan: string
}

export type { StyleLayer } from "@petshop/contract"
/** A style as admins read it: every answer carries its layers. */
export type AdminStyle = Style

export type LayerStep = { fn: string; params?: Record<string, unknown> }
/** A style's post-processing settings, with the layers' steps read as the layer editor edits them. */
export type PostProcess = Omit<PostProcessSettings, "settings" | "history"> & {
  settings: Record<string, LayerStep[]> | null
  history: unknown[]
}

export type Survey = {
  id: string
  kind: string
  question: string | null
  answers: unknown
  orderId: string | null
  account: string | null
  page: string | null
  dateCreated: string
}

/** A registered account as POST /api/stats/registered lists it. */
export type RegisteredAccount = {
  id: string
  email: string | null
  name: string | null
  dateJoined: string
  isVerified: boolean
  orders: number
}

/** Short date and time for tables. */
export function when(iso: string | null | undefined): string {
  if (!iso) return "—"
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return "—"
  return d.toLocaleString("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" })
}
