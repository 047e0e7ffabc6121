/**
 * The referral programme end to end: an invitation carries the referrer's code, the friend's
 * account keeps the referrer through registration, and the friend's first order earns the
 * referrer a single-use 15% gift voucher by e-mail, exactly once (duplicate events included).
 */
import { Modules } from "@medusajs/framework/utils"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { beforeAll, expect, it } from "vitest"
import { referralRewardCode } from "../../src/commerce/referral/reward-referral"
import { rewardReferralWorkflow } from "../../src/workflows/referral/reward-referral"
import { ACCOUNT_MODULE } from "../../src/modules/account"
import type AccountModuleService from "../../src/modules/account/service"
import referralRewardOnOrderPlaced from "../../src/subscribers/order-placed-referral-reward"
import { registerShopper, uniqueEmail } from "../helpers/accounts"
import { customerOf } from "../helpers/cart"
import { placeOrder, variantBySku } from "../helpers/orders"
import { useTempOutbox } from "../helpers/outbox"
import { settle, withToken } from "../helpers/shop-api"
import { pollUntil } from "../helpers/wait"

const outbox = useTempOutbox()

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    let poster: string

    beforeAll(async () => {
      poster = await variantBySku(getContainer(), "POSTER-16X20-NONE-UNSIGNED")
    })

    const rewardPromotions = async () =>
      (
        await getContainer()
          .resolve(Modules.PROMOTION)
          .listPromotions({}, { relations: ["application_method"] })
      ).filter((p) => p.code?.startsWith("FRIEND-"))

    /** A referrer with a referral code, and a friend who came through the invitation link and registered. */
    async function referrerAndFriend() {
      const referrer = await registerShopper(api, { name: "Rita" })
      await getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE).updateAccounts({ id: referrer.account.id, is_verified: true })
      const friendEmail = uniqueEmail("friend")
      expect((await api.post("/api/account/refer", { email: friendEmail }, withToken(referrer.token))).data.message).toBe(
        "invite email sent."
      )
      const invite = await outbox.latest(friendEmail, "referral-invite")
      const link = new URL(/http\S+referrerId=\d+/.exec(invite.text)![0])

      const visitor = (await api.get(`/api/account?referrerId=${link.searchParams.get("referrerId")}`)).data
      expect(visitor.referrerId).toBe(referrer.account.id)
      const registered = (
        await api.post("/api/account/register", { email: friendEmail, password: "correct-horse-battery" }, withToken(visitor.token))
      ).data
      expect(registered.referrerId).toBe(referrer.account.id)
      return { referrer, friend: { ...registered, token: visitor.token, email: friendEmail } }
    }

    it("gives the referrer a single-use 15% voucher by e-mail when the friend's first order is placed", async () => {
      const { referrer, friend } = await referrerAndFriend()
      const customerId = await customerOf(getContainer(), friend.id)
      const orderId = await placeOrder(getContainer(), { customerId, variantId: poster })

      const mail = await outbox.latest(referrer.email, "referral-reward")
      const code = referralRewardCode(friend.id)
      expect(mail.subject).toBe("Thank you! Here is your 15% gift voucher")
      expect(mail.text).toContain("Hi Rita,")
      expect(mail.text).toContain(`Your gift voucher code: ${code}`)
      expect(code).toMatch(/^FRIEND-[0-9A-F]{10}$/)

      const [promotion] = (await rewardPromotions()).filter((p) => p.code === code)
      expect(promotion).toMatchObject({ status: "active", is_automatic: false, limit: 1 })
      expect(Number(promotion.application_method!.value)).toBe(15)
      expect(promotion.application_method).toMatchObject({ type: "percentage", target_type: "items" })
      expect(promotion.metadata).toMatchObject({
        referralReward: { referrerAccountId: referrer.account.id, referredAccountId: friend.id, orderId },
      })

      // Redelivered and concurrent order.placed events, and the friend's second order: still one voucher, one e-mail.
      await Promise.all(
        [1, 2, 3].map(() => referralRewardOnOrderPlaced({ event: { data: { id: orderId } }, container: getContainer() } as never))
      )
      await placeOrder(getContainer(), { customerId, variantId: poster })
      await new Promise((r) => setTimeout(r, 1500))
      expect((await rewardPromotions()).filter((p) => p.code === code)).toHaveLength(1)
      expect(outbox.to(referrer.email, "referral-reward")).toHaveLength(1)
    })

    it("rewards nobody for orders of accounts that were not referred", async () => {
      const before = (await rewardPromotions()).length
      const loner = await registerShopper(api)
      const orderId = await placeOrder(getContainer(), {
        customerId: await customerOf(getContainer(), loner.account.id),
        variantId: poster,
      })
      await referralRewardOnOrderPlaced({ event: { data: { id: orderId } }, container: getContainer() } as never)
      expect((await rewardPromotions()).length).toBe(before)
      expect(outbox.all().filter((m) => m.template === "referral-reward" && m.to === loner.email)).toHaveLength(0)
    })

    it("gives the reward only for the friend's first order, even if that one earned none", async () => {
      const { referrer, friend } = await referrerAndFriend()
      const customerId = await customerOf(getContainer(), friend.id)
      const first = await placeOrder(getContainer(), { customerId, variantId: poster })
      await outbox.latest(referrer.email, "referral-reward")
      const second = await placeOrder(getContainer(), { customerId, variantId: poster })
      await referralRewardOnOrderPlaced({ event: { data: { id: second } }, container: getContainer() } as never)
      expect(first).not.toBe(second)
      await pollUntil(
        async () => outbox.to(referrer.email, "referral-reward"),
        (l) => l.length >= 1,
        5000
      )
      expect(outbox.to(referrer.email, "referral-reward")).toHaveLength(1)
    })

    it("keeps the reward's rules when its workflow is run by another caller than the subscriber", async () => {
      const { referrer, friend } = await referrerAndFriend()
      const customerId = await customerOf(getContainer(), friend.id)
      const first = await placeOrder(getContainer(), { customerId, variantId: poster })
      await outbox.latest(referrer.email, "referral-reward")
      const second = await placeOrder(getContainer(), { customerId, variantId: poster })
      const run = async (orderId: string) => (await rewardReferralWorkflow(getContainer()).run({ input: { orderId } })).result
      expect(await run(first)).toEqual({ rewarded: false, reason: "already rewarded" })
      expect(await run(second)).toEqual({ rewarded: false, reason: "not the first order" })
      expect((await rewardPromotions()).filter((p) => p.code === referralRewardCode(friend.id))).toHaveLength(1)
      expect(outbox.to(referrer.email, "referral-reward")).toHaveLength(1)
    })

    it("keeps the invitation for logged-in accounts and checks its input", async () => {
      expect((await settle(api.post("/api/account/refer", { email: uniqueEmail("x") }))).status).toBe(401)
      const referrer = await registerShopper(api)
      expect(await settle(api.post("/api/account/refer", { email: "not-an-email" }, withToken(referrer.token)))).toMatchObject({
        status: 400,
        data: { field: "email" },
      })
      // A referrer id that matches no account is simply not kept.
      expect((await api.get("/api/account?referrerId=999999999")).data.referrerId).toBeNull()
    })
  },
})
