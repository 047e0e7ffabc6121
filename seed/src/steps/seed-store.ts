/**
 * The store itself: its name and currencies, the storefront's sales channel and the
 * publishable API key that the storefront sends as x-publishable-api-key.
 */
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createSalesChannelsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import type { AccountsData, CurrenciesData } from "../data"
import { ensure, findOrCreate, StepCounter, type SeedContext, type StepReport } from "../types"

export type StoreSeedResult = {
  report: StepReport
  salesChannelId: string
  publishableKey: string
}

export async function seedStore({ container }: SeedContext, accounts: AccountsData, currencies: CurrenciesData): Promise<StoreSeedResult> {
  const counter = new StepCounter("store, sales channel and publishable key")
  const storeModule = container.resolve(Modules.STORE)
  const salesChannelModule = container.resolve(Modules.SALES_CHANNEL)
  const apiKeyModule = container.resolve(Modules.API_KEY)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)

  const salesChannel = await findOrCreate(
    counter,
    async () => (await salesChannelModule.listSalesChannels({ name: accounts.store.salesChannel }))[0],
    async () =>
      (
        await createSalesChannelsWorkflow(container).run({
          input: { salesChannelsData: [{ name: accounts.store.salesChannel, description: "The Next.js storefront" }] },
        })
      ).result[0]
  )

  const [store] = await storeModule.listStores({}, { relations: ["supported_currencies"] })
  const wanted = Object.keys(currencies.rates).sort()
  const have = (store.supported_currencies ?? []).map((c) => c.currency_code).sort()
  const defaultCurrency = store.supported_currencies?.find((c) => c.is_default)?.currency_code
  const storeUpToDate =
    store.name === accounts.store.name &&
    store.default_sales_channel_id === salesChannel.id &&
    defaultCurrency === currencies.defaultCurrency &&
    JSON.stringify(have) === JSON.stringify(wanted)
  await ensure(counter, storeUpToDate, () =>
    updateStoresWorkflow(container).run({
      input: {
        selector: { id: store.id },
        update: {
          name: accounts.store.name,
          default_sales_channel_id: salesChannel.id,
          supported_currencies: wanted.map((code) => ({
            currency_code: code,
            is_default: code === currencies.defaultCurrency,
          })),
        },
      },
    })
  )

  const apiKey = await findOrCreate(
    counter,
    async () => (await apiKeyModule.listApiKeys({ title: accounts.store.publishableKeyTitle, type: "publishable" }))[0],
    async () =>
      (
        await createApiKeysWorkflow(container).run({
          input: { api_keys: [{ title: accounts.store.publishableKeyTitle, type: "publishable", created_by: "seed" }] },
        })
      ).result[0]
  )

  // A key without a sales channel is refused by every /store route.
  const { data: links } = await query.graph({
    entity: "api_key",
    fields: ["id", "sales_channels.id"],
    filters: { id: apiKey.id },
  })
  const linked = (links[0]?.sales_channels ?? []).some((sc: { id: string } | null) => sc?.id === salesChannel.id)
  await ensure(counter, linked, () =>
    linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: apiKey.id, add: [salesChannel.id] } })
  )

  return { report: counter.report(), salesChannelId: salesChannel.id, publishableKey: apiKey.token }
}
