import { z } from "zod"

export const StateTaxSchema = z.object({ name: z.string(), rate: z.number() })
export type StateTax = z.infer<typeof StateTaxSchema>

export const CountryStateSchema = z.object({ label: z.string(), value: z.string(), taxes: z.array(StateTaxSchema).optional() })
export type CountryState = z.infer<typeof CountryStateSchema>

/** A country of the shop's table (GET /api/countries): its 3-letter value, its currency, its states with their taxes. */
export const CountrySchema = z.object({
  label: z.string(),
  value: z.string(),
  currency: z.string(),
  states: z.array(CountryStateSchema),
})
export type Country = z.infer<typeof CountrySchema>
