import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { presentCountries } from "../../../commerce/countries"

/**
 * GET /api/countries: the spec's country table (label, 3-letter value, currency, states with
 * their taxes) and the address defaults, to anyone. It only changes with a deploy, so browsers
 * and the storefront's server may keep it for an hour.
 */
export async function GET(_req: MedusaRequest, res: MedusaResponse) {
  res.setHeader("cache-control", "public, max-age=3600")
  res.json(presentCountries())
}
