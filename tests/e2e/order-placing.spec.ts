/**
 * The return from the payment page while the shop is still placing the order (issue 20): Pay
 * queues the order for Medusa's worker, and the order-complete page thanks the shopper, says
 * the order is being placed and shows it as soon as the worker has made it, without placing it
 * a second time. The worker is held (SIGSTOP) for a few seconds to make that moment visible.
 */
import { readChildRecord } from "../../scripts/lib/processes"
import { ADDRESS } from "./support/place-order"
import { api, freshEmail, shop, type ApiAccount } from "./support/shop"
import { expect, saveScreen, test, useAccountToken } from "./support/test"

/** The Medusa worker of the shop under test (npm start's supervisor records it). */
function medusaWorkerPid(): number {
  const record = readChildRecord(shop().stateDir, "backend-worker")
  if (!record) throw new Error(`no running Medusa worker is recorded in ${shop().stateDir}/pids`)
  return record.pid
}

test("the order-complete page says the order is being placed, then shows it once the worker has placed it", async ({ page }) => {
  const visitor = await api<ApiAccount>("account")
  await api("account/register", {
    token: visitor.token,
    method: "POST",
    body: { email: freshEmail("placing"), password: "placing-shopper-2026" },
  })
  const { paintings } = await api<{ paintings: { id: string; isDemo: boolean }[] }>("paintings?scope=isPublic&perPage=50")
  const demo = paintings.find((p) => p.isDemo)
  expect(demo, "a public demo painting to buy a print of").toBeTruthy()
  await api("cart", { token: visitor.token, method: "POST", body: { painting: demo!.id } })
  await api("account/update", {
    token: visitor.token,
    method: "PATCH",
    body: { addresses: { shipping: ADDRESS, billing: ADDRESS, isBillingSameAsShipping: true } },
  })
  const { url, code } = await api<{ url: string; code: string }>("cart/create-checkout-session", { token: visitor.token, method: "POST" })
  const orders = async () => (await api<{ orders: { uuid: string }[] }>("orders", { token: visitor.token })).orders

  const worker = medusaWorkerPid()
  process.kill(worker, "SIGSTOP")
  try {
    const pay = new URL(url)
    const paid = await fetch(`${pay.origin}${pay.pathname.replace(/\/$/, "")}/pay${pay.search}`, { method: "POST", redirect: "manual" })
    expect(paid.status, "Pay sends the shopper on to the order-complete page").toBe(303)

    await useAccountToken(page, visitor.token)
    await page.goto(`/order-complete/${code}`)
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible()
    await expect(page.getByTestId("order-placing").getByRole("status")).toHaveText(/We are placing your order/)
    await saveScreen(page, "order-placing")
    expect(await orders(), "the page did not place the order itself").toEqual([])
  } finally {
    process.kill(worker, "SIGCONT")
  }

  await expect(page.getByTestId("order-complete-message")).toHaveText("We are preparing your order!", { timeout: 20_000 })
  const placed = await orders()
  expect(placed).toHaveLength(1)
  await expect(page.getByText(`Reference ${placed[0].uuid}`)).toBeVisible()
})
