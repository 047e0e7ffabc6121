import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { searchCatalogue } from "../../../growth/search-catalogue"
import { parseQuery } from "../../utils/validate"
import { searchQuery } from "../../validators/growth"

/** GET /api/search?q&type&page&perPage (everyone): public paintings, styles and published articles, best match first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await searchCatalogue(req.scope, parseQuery(searchQuery, req.query)))
}
