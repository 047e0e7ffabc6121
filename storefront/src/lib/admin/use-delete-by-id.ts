/**
 * The delete of an admin list (vouchers, reviews, statics, tags, tasks): DELETE
 * `{resource}/{id}`, then the spec's message and a fresh list.
 */
import { useMutation } from "@tanstack/react-query"
import { apiRequest } from "@/lib/api/client"
import { toast } from "@/lib/ui/ui-store"

export function useDeleteById(resource: string, deletedMessage: string, refresh: () => unknown) {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${resource}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => {
      toast(deletedMessage)
      void refresh()
    },
  })
}
