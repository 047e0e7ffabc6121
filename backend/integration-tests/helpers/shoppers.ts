/**
 * Shoppers in the states the painting rules care about. Registration and email
 * verification come with the accounts issue; until then tests set the flags directly.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { readFileSync } from "node:fs"
import { ACCOUNT_MODULE } from "../../src/modules/account"
import type AccountModuleService from "../../src/modules/account/service"
import { fixture } from "./fixtures"
import { newVisitor, withToken } from "./shop-api"
import { waitForPhoto } from "./wait"

type Api = Parameters<typeof newVisitor>[0]
export type ShopperKind = "temporary" | "unverified" | "verified" | "admin"

export async function makeShopper(api: Api, container: MedusaContainer, kind: ShopperKind) {
  const visitor = await newVisitor(api)
  if (kind !== "temporary") {
    await container.resolve<AccountModuleService>(ACCOUNT_MODULE).updateAccounts({
      id: visitor.account.id,
      is_temp: false,
      is_verified: kind !== "unverified",
      is_admin: kind === "admin",
    })
  }
  return visitor
}

export function photoForm(name = "cat-chelsea.png") {
  const body = new FormData()
  body.append("image", new Blob([new Uint8Array(readFileSync(fixture(name)))]), name)
  return body
}

/** Uploads a fixture photo and waits until the worker has analysed it. */
export async function analysedPhoto(api: Api, token: string, name = "cat-chelsea.png") {
  const { id } = (await api.post("/api/photo", photoForm(name), withToken(token))).data as { id: string }
  const photo = await waitForPhoto(api, token, id)
  if (photo.status !== "analysed") throw new Error(`photo ${id} ended ${photo.status}: ${photo.failureReason}`)
  return photo
}
