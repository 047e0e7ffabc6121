"use client"
/**
 * Saves the address book (spec section 3: {shipping, billing, isBillingSameAsShipping}).
 * The account is updated in place and the cart refetched, because its currency, shipping
 * and taxes follow the addresses.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { ACCOUNT_KEY } from "../session/use-account"
import { CART_KEY } from "../cart/use-cart"
import type { AddressBook } from "../checkout/validate-address"
import { updateAccount } from "./update-account"

export function useSaveAddresses() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (addresses: AddressBook) => updateAccount({ addresses }),
    // The address forms show a refused field beside the field itself.
    onError: () => undefined,
    onSuccess: async (account) => {
      queryClient.setQueryData(ACCOUNT_KEY, account)
      await queryClient.invalidateQueries({ queryKey: CART_KEY })
    },
  })
}
