/**
 * The shop admin's side for the admin specs: the staff account (isAdmin) in the browser, the
 * fake Prodigi's test control (it runs in the test runner's process, so workers reach it over
 * HTTP) and the e-mails the shop wrote to its outbox.
 */
import { readFileSync } from "node:fs"
import { basename } from "node:path"
import { expect, type Page } from "@playwright/test"
import { E2E_SHOP, FAKE_PRODIGI_API_KEY } from "../../../scripts/lib/test-shop"
import { CAT_PHOTO } from "./flows"
import { api, login, outbox, shop, type ApiAccount, type OutboxEmail } from "./shop"
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

/** The e-mails the shop has written to an address so far, oldest first. */
export function emailsTo(to: string): OutboxEmail[] {
  return outbox().filter((m) => m.to === to)
}

/** A photo of the account's, uploaded through POST /api/photo and analysed by the worker. */
export async function analysedPhoto(account: ApiAccount, file = CAT_PHOTO): Promise<string> {
  const form = new FormData()
  form.append("image", new Blob([new Uint8Array(readFileSync(file))]), basename(file))
  const res = await fetch(`${shop().backendUrl}/api/photo`, {
    method: "POST",
    headers: { authorization: `Token ${account.token}` },
    body: form,
  })
  expect(res.status, await res.clone().text()).toBeLessThan(300)
  const { id } = (await res.json()) as { id: string }
  await expect
    .poll(async () => (await api<{ status: string }>(`photo/${id}`, { token: account.token })).status, {
      timeout: 90_000,
      message: "the photo is analysed",
    })
    .toBe("analysed")
  return id
}

/** A new image-to-image style of the shop admin's (POST /api/style), so a test can change its layers alone. */
export async function newStyle(admin: ApiAccount, title: string): Promise<{ id: string; title: string; route: string }> {
  return api("style", {
    token: admin.token,
    method: "POST",
    body: { type: "image-to-image", title, prompt: "a painterly portrait of {description}, warm light" },
  })
}
