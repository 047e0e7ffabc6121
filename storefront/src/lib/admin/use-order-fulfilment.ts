"use client"
/**
 * The admin's work on one order's fulfilment (/api/order/{id}/…): each answer is merged into the
 * open order (queryKeys.admin.order) and the order lists are asked again.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import { toast } from "../ui/ui-store"
import type { Order, OrderFulfillment } from "@petshop/contract"
import type { FulfillmentView } from "./admin-types"
import { saveBlob } from "./save-blob"
import type { AdminOrderAnswer } from "./use-admin-orders"

type Taken = Partial<AdminOrderAnswer> & { order?: Order }
type WithOrder = AdminOrderAnswer & { message: string; order: Order }

const orderPath = (uuid: string) => `/api/order/${encodeURIComponent(uuid)}`

/** Merges an answer (its `order`, then its own fields) into the open order. */
function useTakeAnswer(uuid: string) {
  const queryClient = useQueryClient()
  const key = queryKeys.admin.order(uuid)
  return {
    current: () => queryClient.getQueryData<AdminOrderAnswer>(key),
    take: (answer: Taken) => {
      const next = { ...queryClient.getQueryData<AdminOrderAnswer>(key), ...(answer.order ?? {}), ...answer } as AdminOrderAnswer
      delete (next as { order?: unknown }).order
      queryClient.setQueryData(key, next)
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all() })
    },
  }
}

export function useInitFulfilment(uuid: string) {
  const { take } = useTakeAnswer(uuid)
  return useMutation({
    mutationFn: () => apiRequest<WithOrder>(`${orderPath(uuid)}/init-fulfillment`, { method: "POST" }),
    onSuccess: (r) => {
      take(r)
      toast(r.message)
    },
  })
}

/** Downloads the order's print package as a zip named after the order's number. */
export function useDownloadFulfilmentPackage(uuid: string, fileName: () => string) {
  return useMutation({
    mutationFn: () => apiRequest<Blob>(`${orderPath(uuid)}/fulfillment-package`, { download: true }),
    onSuccess: (blob) => saveBlob(blob, fileName()),
  })
}

export function useUploadProof(uuid: string) {
  const { take } = useTakeAnswer(uuid)
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append("image", file)
      return apiRequest<FulfillmentView & { message: string }>(`${orderPath(uuid)}/proof`, { method: "POST", body: form })
    },
    onSuccess: (r) => {
      take(r)
      toast(r.message || "Image uploaded.")
    },
  })
}

export function useDeleteProof(uuid: string) {
  const { take, current } = useTakeAnswer(uuid)
  return useMutation({
    mutationFn: (id: string) => apiRequest<Partial<FulfillmentView>>(`/api/order/proof/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (r, id) => take(r.proofs ? r : { proofs: (current()?.proofs ?? []).filter((p) => p.id !== id) }),
  })
}

export function useSendToPartner(uuid: string) {
  const { take } = useTakeAnswer(uuid)
  return useMutation({
    mutationFn: () => apiRequest<WithOrder>(`${orderPath(uuid)}/send-to-print-partner`, { method: "POST" }),
    onSuccess: (r) => {
      take(r)
      toast(r.message)
    },
  })
}

export function useSendClientEmail(uuid: string) {
  const { take } = useTakeAnswer(uuid)
  return useMutation({
    mutationFn: (template: string) =>
      apiRequest<{ message: string; order: Order }>(`${orderPath(uuid)}/send-client-email`, { method: "POST", body: { template } }),
    onSuccess: (r) => {
      take({ order: r.order })
      toast(r.message || "Email sent.")
    },
  })
}

export function useUpdateFulfilment(uuid: string) {
  const { take } = useTakeAnswer(uuid)
  return useMutation({
    mutationFn: (changes: Partial<OrderFulfillment>) =>
      apiRequest<AdminOrderAnswer>(`${orderPath(uuid)}/update-fulfillment`, { method: "PATCH", body: changes, unthrottled: true }),
    onSuccess: (r) => take(r),
  })
}
