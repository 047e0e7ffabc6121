import { describe, expect, it } from "vitest"
import type { Account } from "@petshop/contract"
import { bookOf } from "./use-address-book-form"

// The defaults GET /api/countries answers (checked in backend/integration-tests/http/countries.spec.ts).
const defaults = { country: "USA", state: "CO" }

describe("the address book a form starts from", () => {
  it("gives a shopper without addresses new ones in Colorado, USA, billing the same as shipping", () => {
    const book = bookOf({ id: "acct_1" } as Account, defaults)
    expect(book.shipping).toMatchObject({ country: "USA", state: "CO", firstName: "", zipCode: "" })
    expect(book.billing).toMatchObject({ country: "USA", state: "CO" })
    expect(book.isBillingSameAsShipping).toBe(true)
  })

  it("keeps the shopper's own addresses over the defaults", () => {
    const account = {
      id: "acct_2",
      addresses: {
        shipping: {
          firstName: "Ada",
          lastName: "Lovelace",
          country: "CAN",
          state: "QC",
          city: "Montréal",
          address1: "1 Rue",
          address2: "",
          zipCode: "H2X 1Y4",
          phoneNumber: "514-555-0123",
        },
        billing: null,
        isBillingSameAsShipping: true,
      },
    } as unknown as Account
    const book = bookOf(account, defaults)
    expect(book.shipping).toMatchObject({ country: "CAN", state: "QC", city: "Montréal" })
    // Billing starts as a copy of shipping until the shopper unticks "same as shipping".
    expect(book.billing).toMatchObject({ country: "CAN", state: "QC" })
  })
})
