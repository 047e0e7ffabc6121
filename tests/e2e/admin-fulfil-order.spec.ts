/**
 * The shop admin fulfils a paid order through the print partner (issue 7): in /admin/orders
 * they prepare the print package, mark the order ready and send it to Prodigi (the local
 * Prodigi-speaking server global-setup starts). Prodigi's status callbacks then move the
 * order on: in production, and shipped with a tracking number — the admin sees "Sent" and the
 * client gets the shipped e-mail with the tracking number.
 */
import { asShopAdmin, emailsTo, prodigiMovesOrder } from "./support/admin"
import { placePrintableOrder } from "./support/place-order"
import { api, login } from "./support/shop"
import { expect, saveScreen, test } from "./support/test"

// Painting the ordered picture and rendering its print file take minutes on a busy machine.
test.describe.configure({ timeout: 7 * 60_000 })

test("the admin sends a paid order to the print partner and sees it Sent once the partner ships it", async ({ page }) => {
  const buyer = await login("shopper")
  const staff = await asShopAdmin(page)
  // Not a test-paid order: those are never sent to the print partner (hosted-checkout-test-mode.spec.ts).
  const { orderId } = await test.step("an order for a framed canvas of a shopper's painting", () => placePrintableOrder(buyer, staff))
  const { number } = await api<{ number: number }>(`order/${orderId}/fulfillment`, { token: staff.token })
  const panel = page.getByTestId("order-detail")

  await test.step("the admin opens the order from the orders list", async () => {
    await page.goto("/admin/orders")
    await page.getByLabel("Search", { exact: true }).fill(buyer.email!)
    const row = page.getByTestId("order-row").filter({ has: page.getByRole("button", { name: `#${number}`, exact: true }) })
    await expect(row.getByTestId("fulfillment-label")).toHaveText("Unfulfilled", { timeout: 30_000 })
    await row.getByRole("button", { name: `#${number}`, exact: true }).click()
    await expect(panel.getByRole("heading", { name: `Order #${number}` })).toBeVisible()
    await expect(panel.getByText("Not prepared yet.")).toBeVisible()
  })

  await test.step("prepares the print package", async () => {
    // The print file is rendered after the order is placed; until then the shop says so and the admin tries again.
    await expect(async () => {
      await panel.getByTestId("init-fulfillment").click()
      await expect(panel.getByText(/^Prepared .*px at \d+ dpi/)).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 4 * 60_000, intervals: [5_000] })
  })

  await test.step("marks it ready and sends it to the print partner", async () => {
    await panel.getByLabel("Ready", { exact: true }).check()
    await expect(panel.getByTestId("fulfillment-label")).toHaveText("Ready")
    await panel.getByTestId("send-to-print-partner").click()
    const confirm = page.getByRole("dialog", { name: "Send to print" })
    await expect(confirm).toContainText("Send this order to the print partner?")
    await confirm.getByRole("button", { name: "Confirm" }).click()
    await expect(panel.getByTestId("print-partner-status")).toContainText(/prodigi: InProgress ord_\d+/, { timeout: 30_000 })
    await expect(panel.getByTestId("send-to-print-partner")).toHaveText("Sent to print partner")
    await expect(panel.getByTestId("send-to-print-partner")).toBeDisabled()
    await saveScreen(page, "admin-order-sent-to-print-partner", true)
  })

  const partnerOrderId = (await panel.getByTestId("print-partner-status").textContent())!.match(/ord_\d+/)![0]

  await test.step("the partner reports production, then the parcel shipped: the admin sees Sent with tracking", async () => {
    expect((await prodigiMovesOrder(partnerOrderId, "InProgress")).callbackStatus).toBe(200)
    const shipped = await prodigiMovesOrder(partnerOrderId, "Complete")
    expect(shipped.callbackStatus).toBe(200)
    const tracking = shipped.order.shipments[0].tracking!.number!

    // The open panel follows the partner on its own (no reload).
    await expect(panel.getByTestId("print-partner-status")).toContainText("prodigi: Complete", { timeout: 30_000 })
    await expect(panel.getByTestId("sent-badge")).toHaveText("Sent")
    await expect(panel.getByTestId("fulfillment-label")).toHaveText(partnerOrderId)
    await expect(panel.getByLabel("Sent", { exact: true })).toBeChecked()
    await expect(panel.getByTestId("print-partner-tracking")).toContainText(tracking)
    await saveScreen(page, "admin-order-sent", true)

    // The orders list says so too.
    await page.reload()
    const row = page.getByTestId("order-row").filter({ has: page.getByRole("button", { name: `#${number}`, exact: true }) })
    await expect(row.getByTestId("fulfillment-label")).toHaveText(partnerOrderId, { timeout: 30_000 })
    await expect(row.getByTestId("sent-badge")).toHaveText("Sent")

    await expect
      // This order's (order numbers start again in a fresh database; the outbox folder stays).
      .poll(
        () =>
          emailsTo(buyer.email!).find((m) => m.subject === `Your order #${number} is on its way` && m.text.includes(orderId))?.text ?? "",
        {
          timeout: 30_000,
          message: "the client's shipped e-mail",
        }
      )
      .toContain(tracking)
  })
})
