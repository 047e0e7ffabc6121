/**
 * Screens of spec sections 2 and 4 only a browser shows (issue 26, item 5): logging out
 * closes the live connection; the admin's painting menu opened low on the screen is shown
 * whole; the shop admin's Statics and Accounts screens (upload and delete a static, ban and
 * unban an account).
 */
import type { WebSocket } from "@playwright/test"
import { asShopAdmin } from "./support/admin"
import { CAT_PHOTO } from "./support/flows"
import { api, shop, type ApiAccount } from "./support/shop"
import { expect, saveScreen, test, useAccountToken } from "./support/test"

test("logging out closes the live connection (spec section 4)", async ({ page }) => {
  // A session of its own: logging out ends its token, which the worker's shared one must survive.
  const demo = shop().logins.shopper
  const session = await api<ApiAccount>("account/login", { method: "POST", body: { email: demo.email, password: demo.password } })
  await useAccountToken(page, session.token)
  const sockets: WebSocket[] = []
  page.on("websocket", (ws) => {
    if (ws.url().includes("/socket.io/")) sockets.push(ws)
  })
  const open = () => sockets.filter((ws) => !ws.isClosed()).length

  await page.goto("/account")
  await expect.poll(open, { message: "the live connection opens" }).toBe(1)
  await page.getByRole("region", { name: "Session" }).getByRole("button", { name: "Log out" }).click()
  await expect(page.getByRole("link", { name: "Login", exact: true }).first()).toBeVisible()
  await expect.poll(open, { message: "no live connection stays open after logout" }).toBe(0)
})

test("the admin's painting menu opened low on the screen is shown whole (spec section 2)", async ({ page }) => {
  const staff = await asShopAdmin(page)
  await api("account/update", { method: "PATCH", token: staff.token, body: { showAdminOptions: true } })
  try {
    await page.goto("/portraits")
    // The menu's items are chosen when it opens: wait for the account (the header's Admin link).
    await expect(page.getByRole("link", { name: "Admin", exact: true })).toBeVisible()
    const card = page.getByTestId("painting-card").last()
    await card.evaluate((el) => el.scrollIntoView({ block: "end" }))
    // The menu closes on scrolling: let the scroll's events pass first.
    await page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    const box = (await card.boundingBox())!
    const viewport = page.viewportSize()!
    // 10 px above the card's bottom, or the window's when the card runs past it.
    const low = Math.min(box.y + box.height, viewport.height) - 10 - box.y
    await card.click({ button: "right", position: { x: box.width / 2, y: low } })

    const menu = page.getByTestId("context-menu")
    await expect(menu.getByRole("menuitem", { name: "Delete" })).toBeVisible()
    await saveScreen(page, "painting-menu-low")
    const at = (await menu.boundingBox())!
    expect(at.y, "the menu's top is on screen").toBeGreaterThanOrEqual(0)
    expect(at.y + at.height, "the menu's bottom is on screen").toBeLessThanOrEqual(viewport.height)
    for (const item of ["Open", "Download", "Delete"])
      await expect(menu.getByRole("menuitem", { name: item, exact: true })).toBeInViewport({ ratio: 1 })
  } finally {
    await api("account/update", { method: "PATCH", token: staff.token, body: { showAdminOptions: false } })
  }
})

test("the shop admin uploads and deletes a static, and bans and unbans an account (spec section 1)", async ({ page }) => {
  const staff = await asShopAdmin(page)
  const confirm = () => page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click()

  await test.step("a static is uploaded with its title, listed with its picture, and deleted", async () => {
    const title = `E2E static ${Date.now().toString(36)}`
    await page.goto("/admin/statics")
    await page.getByLabel("Title").fill(title)
    await page.getByLabel("Picture").setInputFiles(CAT_PHOTO)
    const uploaded = page.waitForResponse((res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/api/static")
    await page.getByTestId("upload-static").click()
    const answer = await uploaded
    expect(answer.status(), `the upload answered ${await answer.text()}`).toBe(201)
    const row = page.getByTestId("statics-table").getByRole("row").filter({ hasText: title })
    const picture = row.getByRole("img", { name: title })
    await expect(picture).toBeVisible({ timeout: 30_000 })
    await expect
      .poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), { message: "the thumbnail loads" })
      .toBeGreaterThan(0)
    await saveScreen(page, "admin-statics")
    await row.getByRole("button", { name: "Delete" }).click()
    await confirm()
    await expect(row).toHaveCount(0)
  })

  await test.step("an account is banned, shown banned, and unbanned", async () => {
    const visitor = await api<ApiAccount>("account")
    await page.goto(`/admin/accounts?id=${visitor.id}`)
    const panel = page.getByTestId("account-panel")
    await expect(panel.getByTestId("ban-state")).toHaveText("Active")
    await panel.getByRole("button", { name: "Ban account" }).click()
    await confirm()
    await expect(panel.getByTestId("ban-state")).toHaveText("Banned")
    await expect(panel).toContainText("it cannot log in")
    expect((await api<{ isBanned: boolean }>(`account/${visitor.id}`, { token: staff.token })).isBanned).toBe(true)
    await panel.getByRole("button", { name: "Unban account" }).click()
    await expect(panel.getByTestId("ban-state")).toHaveText("Active")
  })
})
