"use client"
/**
 * Saves the address book (spec section 3: {shipping, billing, isBillingSameAsShipping}).
 * The account is updated in place and the cart refetched, because its currency, shipping
 * and taxes follow the addresses.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { AddressBook } from "../checkout/validate-address"
import { updateAccount } from "./update-account"
import { queryKeys } from "@/lib/api/query-keys"

export function useSaveAddresses() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (addresses: AddressBook) => updateAccount({ addresses }),
    // The address forms show a refused field beside the field itself.
    onError: () => undefined,
    onSuccess: async (account) => {
      queryClient.setQueryData(queryKeys.account(), account)
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart() })
    },
  })
}
