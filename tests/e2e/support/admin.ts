/**
 * The shop admin's side for the admin specs: the staff account (isAdmin) in the browser, the
 * fake Prodigi's test control (it runs in the test runner's process, so workers reach it over
 * HTTP) and the e-mails the shop wrote to its outbox.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import { E2E_SHOP, FAKE_PRODIGI_API_KEY } from "../../../scripts/lib/test-shop"
import { login, shop, type ApiAccount } from "./shop"
import { useAccountToken } from "./test"

/** Opens the browser as the shop admin (the demo "staff" account), logged in once per worker. */
export async function asShopAdmin(page: Page): Promise<ApiAccount> {
  const staff = await login("staff")
  if (!staff.isAdmin) throw new Error(`${staff.email} is no shop admin`)
  await useAccountToken(page, staff.token)
  return staff
}

type ProdigiShipment = { carrier: { name: string }; tracking: { number: string | null; url: string | null } | null }

/**
 * Prodigi moves its order to a stage and POSTs the status callback to the shop, as the real
 * partner does; answers the callback's HTTP status and the partner's order.
 */
export async function prodigiMovesOrder(partnerOrderId: string, stage: "InProgress" | "Complete" | "Cancelled") {
  const res = await fetch(`http://127.0.0.1:${E2E_SHOP.fakeProdigiPort}/_test/orders/${encodeURIComponent(partnerOrderId)}/stage`, {
    method: "POST",
    headers: { "x-api-key": FAKE_PRODIGI_API_KEY, "content-type": "application/json" },
    body: JSON.stringify({ stage }),
    signal: AbortSignal.timeout(60_000),
  })
  const body = (await res.json()) as { callbackStatus: number; callbackBody: unknown; order: { id: string; shipments: ProdigiShipment[] } }
  if (!res.ok) throw new Error(`the fake Prodigi answered ${res.status}: ${JSON.stringify(body)}`)
  return body
}

export type OutboxEmail = { id: string; to: string; subject: string; text: string; html: string; template: string; created: string }

/** The e-mails the shop has written to an address so far, oldest first. */
export function emailsTo(to: string): OutboxEmail[] {
  const dir = shop().outboxDir
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as OutboxEmail)
    .filter((m) => m.to === to)
}
