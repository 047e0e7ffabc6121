/**
 * Demo logins: Medusa admin users (for merchandisers) and shopper accounts with
 * email-and-password identities, so a newcomer can sign in at once.
 */
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createCustomerAccountWorkflow, createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import type { AccountsData } from "../data"
import { StepCounter, type SeedContext, type StepReport } from "../types"

type Login = { email: string; password: string }

/** The backend's account module (registered as "account"), as far as the seed uses it. */
type AccountModule = {
  createAccounts(data: Record<string, unknown>): Promise<{ id: string }>
  assignReferralCode(accountId: string): Promise<unknown>
}
type Shopper = AccountsData["customers"][number]

/**
 * The shop account beside a demo customer (what /api/account/login looks for), with the
 * flags of the data file. Created once; flags changed later by an admin stay as they are.
 */
async function ensureShopAccount(container: SeedContext["container"], customerId: string, shopper: Shopper): Promise<boolean> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["id", "account.id"], filters: { id: customerId } })
  if ((data[0] as unknown as { account?: { id: string } | null } | undefined)?.account) return false
  const accounts = container.resolve<AccountModule>("account")
  const account = await accounts.createAccounts({
    is_temp: false,
    is_verified: shopper.profile.isVerified,
    is_admin: shopper.profile.isAdmin,
    name: `${shopper.first_name} ${shopper.last_name}`,
  })
  await container.resolve(ContainerRegistrationKeys.LINK).create({
    account: { account_id: account.id },
    [Modules.CUSTOMER]: { customer_id: customerId },
  })
  await accounts.assignReferralCode(account.id)
  return true
}

/** The email-and-password identity of a login, created when missing. */
async function ensureIdentity(
  container: SeedContext["container"],
  login: Login,
  actor: "user" | "customer"
): Promise<{ id: string; linked: boolean }> {
  const authModule = container.resolve(Modules.AUTH)
  const [provider] = await authModule.listProviderIdentities(
    { entity_id: login.email, provider: "emailpass" },
    { relations: ["auth_identity"] }
  )
  if (provider?.auth_identity) {
    const appMetadata = provider.auth_identity.app_metadata ?? {}
    return { id: provider.auth_identity.id, linked: Boolean(appMetadata[`${actor}_id`]) }
  }
  const { success, authIdentity, error } = await authModule.register("emailpass", {
    body: { email: login.email, password: login.password },
  })
  if (!success || !authIdentity) throw new Error(`Could not create the login ${login.email}: ${error}`)
  return { id: authIdentity.id, linked: false }
}

export async function seedAccounts({ container }: SeedContext, data: AccountsData): Promise<StepReport> {
  const counter = new StepCounter("demo accounts")
  const userModule = container.resolve(Modules.USER)
  const customerModule = container.resolve(Modules.CUSTOMER)

  for (const admin of data.adminUsers) {
    const identity = await ensureIdentity(container, admin, "user")
    const [user] = await userModule.listUsers({ email: admin.email })
    if (user && identity.linked) {
      counter.existing++
      continue
    }
    if (user) throw new Error(`Admin user ${admin.email} exists without its login; remove it and seed again`)
    await createUserAccountWorkflow(container).run({
      input: {
        authIdentityId: identity.id,
        userData: { email: admin.email, first_name: admin.first_name, last_name: admin.last_name },
      },
    })
    counter.created++
  }

  for (const shopper of data.customers) {
    const identity = await ensureIdentity(container, shopper, "customer")
    const [customer] = await customerModule.listCustomers({ email: shopper.email, has_account: true })
    if (customer && identity.linked) {
      // Shops seeded before accounts had profiles get theirs now.
      if (await ensureShopAccount(container, customer.id, shopper)) counter.created++
      else counter.existing++
      continue
    }
    if (customer) throw new Error(`Customer ${shopper.email} exists without its login; remove it and seed again`)
    const { result: created } = await createCustomerAccountWorkflow(container).run({
      input: {
        authIdentityId: identity.id,
        customerData: {
          email: shopper.email,
          first_name: shopper.first_name,
          last_name: shopper.last_name,
          metadata: { demo_role: shopper.role },
        },
      },
    })
    await ensureShopAccount(container, created.id, shopper)
    counter.created++
  }
  return counter.report()
}
