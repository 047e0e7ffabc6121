/** The Medusa admin (`/app` on the backend) as a merchandiser reaches it: the demo admin login. */
import type { Page } from "@playwright/test"
import { shop } from "./shop"
import { expect } from "./test"

export async function logInToMedusaAdmin(page: Page) {
  const merchandiser = shop().logins.admin
  await page.goto(`${shop().backendUrl}/app/login`)
  await page.getByRole("textbox", { name: "Email" }).fill(merchandiser.email)
  await page.getByPlaceholder("Password").fill(merchandiser.password)
  await page.getByRole("button", { name: "Continue with Email" }).click()
  // The admin's first load builds its bundle cache: slow on a busy machine.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 })
}
