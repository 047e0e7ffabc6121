/** The /admin/petshop calls (backend/src/api/admin/petshop) and the shapes they answer. */
import { sdk } from "./sdk"

type ImageSet = Record<string, unknown> | null

export type OrderPainting = {
  id: string
  title: string | null
  status: string
  image: ImageSet
  productionImage: (ImageSet & { width?: number; height?: number; dpi?: number }) | null
  lines: { id: string; productName: string | null; medium: string | null; frame: string; signed: boolean; quantity: number }[]
  printFiles: { itemId: string; lineId: string; width: number; height: number; dpi: number; url: string }[]
}

export type FulfilmentPackage = {
  id: string
  dateCreated: string | null
  preparedBy: string | null
  printPartner: { name: string; orderId: string | null; status: string | null; sentAt: string | null } | null
  items: { id: string; painting: string | null; print: { width: number; height: number; dpi: number } }[]
  downloadUrl: string
}

export type OrderPaintings = { orderId: string; paintings: OrderPainting[]; fulfillmentPackage: FulfilmentPackage | null }

export type StaffStyle = {
  id: string
  title: string
  slug: string
  provider: string
  isPublic: boolean
  isFeatured: boolean
  orderIndex: number
  publicImage: ImageSet
  route: string
}

export type QueueDepth = { name: string; waiting: number; active: number; delayed: number; failed: number; completed: number }

export type Task = {
  id: string
  type: string
  status: string
  subjectId: string
  attempts: number
  maxAttempts: number
  error: string | null
  workerId: string | null
  finishedAt: string | null
  dateCreated: string | null
}

export type Worker = {
  id: string
  name: string
  hostname: string
  pid: number
  queues: string[]
  status: string
  isAlive: boolean
  startedAt: string
  lastHeartbeatAt: string
  tasks: { finished: number; failed: number }
  announced: boolean
}

export type PaintingStats = {
  timespan: string
  styles: { id: string; title: string; slug: string }[]
  days: { date: string; paintings: number; inCart: number; ordered: number; byStyle: Record<string, number> }[]
  perStyle: { id: string; title: string; paintings: number; inCart: number; ordered: number; paintingToCart: number; cartToOrder: number }[]
  totals: { paintings: number; inCart: number; ordered: number; paintingToCart: number; cartToOrder: number; paintingToOrder: number }
}

export const petshopApi = {
  orderPaintings: (orderId: string) => sdk.client.fetch<OrderPaintings>(`/admin/petshop/orders/${orderId}/paintings`),
  initFulfilment: (orderId: string) =>
    sdk.client.fetch<OrderPaintings & { message: string }>(`/admin/petshop/orders/${orderId}/init-fulfillment`, {
      method: "POST",
      body: {},
    }),
  styles: () => sdk.client.fetch<{ styles: StaffStyle[]; count: number }>("/admin/petshop/styles", { query: { perPage: 200 } }),
  updateStyle: (id: string, body: Partial<Pick<StaffStyle, "isPublic" | "isFeatured" | "orderIndex">>) =>
    sdk.client.fetch<StaffStyle>(`/admin/petshop/styles/${id}`, { method: "PATCH", body }),
  queues: () => sdk.client.fetch<{ queues: QueueDepth[]; at: string }>("/admin/petshop/queues"),
  failedTasks: () =>
    sdk.client.fetch<{ tasks: Task[]; count: number }>("/admin/petshop/tasks", { query: { status: "failed", perPage: 50 } }),
  retryTask: (id: string) => sdk.client.fetch<Task>(`/admin/petshop/tasks/${id}/retry`, { method: "POST", body: {} }),
  workers: () =>
    sdk.client.fetch<{ workers: Worker[]; aliveWithinMs: number; at: string }>("/admin/petshop/workers", { query: { timespan: "24h" } }),
  paintingStats: (timespan: string) => sdk.client.fetch<PaintingStats>("/admin/petshop/stats/paintings", { query: { timespan } }),
}

/** The message of a failed call: our 400s carry {field, message}. */
export function errorText(err: unknown): string {
  const e = err as { message?: string; field?: string }
  return e?.message ?? "Something went wrong."
}
