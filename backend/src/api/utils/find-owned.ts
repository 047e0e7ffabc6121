import type { MedusaRequest } from "@medusajs/framework/http"
import type { AccountContext } from "../../accounts/account-context"
import { findOwned as findOwnedIn } from "../../paintings/find-owned"

/** The caller's own photo or painting (any for an admin), from the request's container: paintings/find-owned.ts. */
export function findOwned<T>(
  req: MedusaRequest,
  account: AccountContext,
  entity: "photo" | "painting",
  id: string,
  fields: string[],
  notFound: string
): Promise<T> {
  return findOwnedIn<T>(req.scope, account, entity, id, fields, notFound)
}
