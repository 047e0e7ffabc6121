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
import { StepCounter, type SeedContext, type StepReport } from "../types"

export type StoreSeedResult = {
  report: StepReport
  salesChannelId: string
  publishableKey: string
}

export async function seedStore(
  { container }: SeedContext,
  accounts: AccountsData,
  currencies: CurrenciesData
): Promise<StoreSeedResult> {
  const counter = new StepCounter("store, sales channel and publishable key")
  const storeModule = container.resolve(Modules.STORE)
  const salesChannelModule = container.resolve(Modules.SALES_CHANNEL)
  const apiKeyModule = container.resolve(Modules.API_KEY)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)

  let [salesChannel] = await salesChannelModule.listSalesChannels({ name: accounts.store.salesChannel })
  if (salesChannel) counter.existing++
  else {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: accounts.store.salesChannel, description: "The Next.js storefront" }] },
    })
    salesChannel = result[0]
    counter.created++
  }

  const [store] = await storeModule.listStores({}, { relations: ["supported_currencies"] })
  const wanted = Object.keys(currencies.rates).sort()
  const have = (store.supported_currencies ?? []).map((c) => c.currency_code).sort()
  const defaultCurrency = store.supported_currencies?.find((c) => c.is_default)?.currency_code
  const storeUpToDate =
    store.name === accounts.store.name &&
    store.default_sales_channel_id === salesChannel.id &&
    defaultCurrency === currencies.defaultCurrency &&
    JSON.stringify(have) === JSON.stringify(wanted)
  if (storeUpToDate) counter.existing++
  else {
    await updateStoresWorkflow(container).run({
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
    counter.created++
  }

  let [apiKey] = await apiKeyModule.listApiKeys({ title: accounts.store.publishableKeyTitle, type: "publishable" })
  if (apiKey) counter.existing++
  else {
    const { result } = await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: accounts.store.publishableKeyTitle, type: "publishable", created_by: "seed" }] },
    })
    apiKey = result[0]
    counter.created++
  }

  // A key without a sales channel is refused by every /store route.
  const { data: links } = await query.graph({
    entity: "api_key",
    fields: ["id", "sales_channels.id"],
    filters: { id: apiKey.id },
  })
  const linked = (links[0]?.sales_channels ?? []).some((sc: { id: string } | null) => sc?.id === salesChannel.id)
  if (linked) counter.existing++
  else {
    await linkSalesChannelsToApiKeyWorkflow(container).run({
      input: { id: apiKey.id, add: [salesChannel.id] },
    })
    counter.created++
  }

  return { report: counter.report(), salesChannelId: salesChannel.id, publishableKey: apiKey.token }
}
