/** Registered shoppers made through the API, as the storefront makes them. */
import { randomBytes } from "node:crypto"
import { newVisitor, withToken, type AccountBody } from "./shop-api"

type Api = Parameters<typeof newVisitor>[0]

/** A fresh address per call: rate-limit counters live in Redis across runs. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`

export async function registerShopper(api: Api, options: { email?: string; password?: string; name?: string } = {}) {
  const visitor = await newVisitor(api)
  const email = options.email ?? uniqueEmail("shopper")
  const password = options.password ?? "correct-horse-battery"
  const { data } = await api.post("/api/account/register", { email, password, name: options.name }, withToken(visitor.token))
  return { token: visitor.token, account: data as AccountBody, email, password }
}
