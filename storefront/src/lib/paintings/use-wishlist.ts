"use client"
/**
 * The wishlist (GET/POST/DELETE /api/wishlist {uuid}). If the shop does not offer it (404 or
 * 501), the toggles hide themselves and nothing is shown to the shopper.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { ApiError, apiRequest } from "../api/client"
import { handleApiError } from "../api/handle-api-error"
import type { Painting } from "@petshop/contract"
import { useAccount } from "../session/use-account"
import { queryKeys } from "@/lib/api/query-keys"

type WishlistAnswer = { paintings?: (Painting | string)[] } | (Painting | string)[]

const idsOf = (answer: WishlistAnswer) => {
  const list = Array.isArray(answer) ? answer : (answer.paintings ?? [])
  return new Set(list.map((p) => (typeof p === "string" ? p : (p.uuid ?? p.id))))
}

/** The painting ids in the wishlist, or null when the shop has no wishlist. */
async function fetchWishlist(): Promise<Set<string> | null> {
  try {
    return idsOf(await apiRequest<WishlistAnswer>("/api/wishlist", { unthrottled: true }))
  } catch (err) {
    if (err instanceof ApiError && [404, 405, 501].includes(err.status)) {
      console.info("[wishlist] not offered by this shop yet")
      return null
    }
    if (err instanceof ApiError && (err.status === 401 || err.status === 423)) return new Set()
    throw err
  }
}

export function useWishlist(enabled = true) {
  const queryClient = useQueryClient()
  // Asked only once the visitor has an account (and so a token): before that it would be refused.
  const { data: account } = useAccount()
  const query = useQuery({
    queryKey: queryKeys.wishlist(),
    queryFn: fetchWishlist,
    enabled: enabled && Boolean(account),
    staleTime: 60_000,
  })
  const toggle = useMutation({
    mutationFn: ({ uuid, add }: { uuid: string; add: boolean }) =>
      apiRequest<WishlistAnswer>("/api/wishlist", { method: add ? "POST" : "DELETE", body: { uuid }, unthrottled: true }),
    // The answer is the whole wishlist as the shop now has it.
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.wishlist(), idsOf(answer)),
    onMutate: ({ uuid, add }) => {
      const prev = queryClient.getQueryData<Set<string> | null>(queryKeys.wishlist())
      if (prev) {
        const next = new Set(prev)
        if (add) next.add(uuid)
        else next.delete(uuid)
        queryClient.setQueryData(queryKeys.wishlist(), next)
      }
      return { prev }
    },
    onError: (err, _vars, context) => {
      queryClient.setQueryData(queryKeys.wishlist(), context?.prev)
      if (err instanceof ApiError && [404, 405, 501].includes(err.status)) {
        console.info("[wishlist] not offered by this shop yet")
        queryClient.setQueryData(queryKeys.wishlist(), null)
        return
      }
      handleApiError(err)
    },
  })
  return {
    /** null: the shop has no wishlist; undefined: still loading. */
    ids: query.data,
    has: (uuid: string) => Boolean(query.data?.has(uuid)),
    toggle: (uuid: string, add: boolean) => toggle.mutate({ uuid, add }),
    pending: toggle.isPending,
  }
}
