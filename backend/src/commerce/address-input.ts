/**
 * The spec's Address (section 3) and its rules (section 5). The cart imports these too, so
 * an address the account saved is one the checkout accepts.
 */
import { z } from "zod"
import { COUNTRY_VALUES, countryByValue, DEFAULT_COUNTRY, DEFAULT_STATE } from "./countries"

const atLeast2 = (label: string) =>
  z
    .string({ message: `${label} must be at least 2 characters long.` })
    .trim()
    .min(2, `${label} must be at least 2 characters long.`)
    .max(100, `${label} must be at most 100 characters long.`)

/** Optional plus, 3 digits, 3 digits, then 4 to 6 digits, with optional separators (spec section 5). */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4,6}$/
const PHONE_MESSAGE = "Please write a valid phone number, e.g. 303-555-0123."

const countryMessage = `Please choose a country: ${COUNTRY_VALUES.join(", ")}.`

export const addressSchema = z
  .object(
    {
      firstName: atLeast2("First name"),
      lastName: atLeast2("Last name"),
      country: z
        .string({ message: countryMessage })
        .trim()
        .toUpperCase()
        .default(DEFAULT_COUNTRY)
        .refine((v) => !!countryByValue(v), countryMessage),
      state: z.string({ message: "Please choose a state." }).trim().toUpperCase().max(10, "Please choose a state.").optional(),
      city: atLeast2("City"),
      address1: atLeast2("Address"),
      address2: z
        .string({ message: "Address line 2 must be text." })
        .trim()
        .max(100, "Address line 2 must be at most 100 characters long.")
        .default(""),
      zipCode: z.string({ message: "Please write a zip code." }).trim().max(12, "Please write a valid zip code."),
      phoneNumber: z.string({ message: PHONE_MESSAGE }).trim().regex(PHONE_PATTERN, PHONE_MESSAGE),
    },
    { message: "Please fill in the address." }
  )
  .transform((a, ctx) => {
    const country = countryByValue(a.country)!
    // Zip codes: at least 4 characters in Australia, 5 elsewhere.
    const minZip = country.value === "AUS" ? 4 : 5
    if (a.zipCode.length < minZip) {
      ctx.addIssue({ code: "custom", path: ["zipCode"], message: `Zip code must be at least ${minZip} characters long.` })
      return z.NEVER
    }
    // A country with states needs one of them; without a state the spec's default applies
    // (CO for the USA, else the country's first state). Countries without states keep none.
    let state = ""
    if (country.states.length) {
      const fallback = country.value === DEFAULT_COUNTRY ? DEFAULT_STATE : country.states[0].value
      state = a.state || fallback
      if (!country.states.some((s) => s.value === state)) {
        ctx.addIssue({ code: "custom", path: ["state"], message: `Please choose a state of ${country.label}.` })
        return z.NEVER
      }
    }
    return { ...a, country: country.value, state }
  })

export type Address = z.infer<typeof addressSchema>

/**
 * {shipping, billing, isBillingSameAsShipping}: billing is checked only when it differs
 * from shipping (spec section 5); when it is the same, billing is the shipping address.
 */
export const accountAddressesSchema = z
  .object({
    shipping: addressSchema,
    billing: z.unknown().optional(),
    isBillingSameAsShipping: z.boolean({ message: "isBillingSameAsShipping must be true or false." }).default(true),
  })
  .transform((value, ctx) => {
    if (value.isBillingSameAsShipping) {
      return { shipping: value.shipping, billing: value.shipping, isBillingSameAsShipping: true }
    }
    const billing = addressSchema.safeParse(value.billing ?? {})
    if (!billing.success) {
      for (const issue of billing.error.issues) {
        ctx.addIssue({ code: "custom", path: ["billing", ...issue.path], message: issue.message })
      }
      return z.NEVER
    }
    return { shipping: value.shipping, billing: billing.data, isBillingSameAsShipping: false }
  })

export type AccountAddresses = z.infer<typeof accountAddressesSchema>
