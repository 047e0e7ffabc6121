/**
 * The Medusa admin user behind an /admin/petshop call. Medusa authenticates /admin/* itself
 * (session, bearer or API key) before our routes run; these helpers only read the result.
 */
import type { AuthenticatedMedusaRequest, MedusaRequest } from "@medusajs/framework/http"

/** Who did it, as stored in prepared_by and similar fields: `user:<id>` tells staff from shop accounts. */
export function staffActor(req: MedusaRequest): string | null {
  const id = (req as AuthenticatedMedusaRequest).auth_context?.actor_id
  return id ? `user:${id}` : null
}
