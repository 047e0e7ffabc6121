"use client"
/** The one-click unsubscribe of an e-mail link; a query, not an effect, so it runs once per link even when React mounts twice. */
import { useQuery } from "@tanstack/react-query"
import { queryKeys } from "../api/query-keys"
import { unsubscribeByLink } from "./unsubscribe-by-link"
import type { SubscriptionList } from "./use-subscription-switch"

export function useUnsubscribeByLink(account: string | undefined, token: string | undefined, which: SubscriptionList) {
  return useQuery({
    queryKey: queryKeys.unsubscribe(account, token, which),
    queryFn: () => unsubscribeByLink({ account: account!, token: token!, list: which }),
    enabled: Boolean(account && token),
    staleTime: Infinity,
    retry: false,
  })
}
