"use client"
/**
 * The newsletter and cart-reminder switches: POST /api/account/newsletter|cart_reminders
 * {value} answers {message} ('Unsubscribed.', 'Subscribed to cart reminders.', …).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import type { Account } from "@petshop/contract"
import { toast } from "../ui/ui-store"
import { queryKeys } from "@/lib/api/query-keys"

export type SubscriptionList = "newsletter" | "cart_reminders"

const FIELD = { newsletter: "newsletter", cart_reminders: "cartReminders" } as const

/** Turns a list on or off for the caller's account. */
export const setSubscription = (list: SubscriptionList, value: boolean) =>
  apiRequest<{ message: string }>(`/api/account/${list}`, { method: "POST", body: { value } })

export function useSubscriptionSwitch(list: SubscriptionList) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (value: boolean) => setSubscription(list, value),
    onMutate: (value) => {
      const before = queryClient.getQueryData<Account>(queryKeys.account())
      if (before) queryClient.setQueryData(queryKeys.account(), { ...before, [FIELD[list]]: value })
      return { before }
    },
    onSuccess: ({ message }) => toast(message),
    onError: (_err, _value, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.account(), context.before)
    },
  })
}
