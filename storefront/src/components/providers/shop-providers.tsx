"use client"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { createContext, useContext, useState, type ReactNode } from "react"
import { configureApi } from "@/lib/api/client"
import { handleApiError } from "@/lib/api/handle-api-error"
import type { RuntimeConfig } from "@/lib/runtime-config"
import { useAccount } from "@/lib/session/use-account"
import { useLiveEvents } from "@/lib/realtime/use-live-events"

const ConfigContext = createContext<RuntimeConfig | null>(null)

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(ConfigContext)
  if (!config) throw new Error("useRuntimeConfig outside ShopProviders")
  return config
}

/** Keeps the live connection of the logged-in account open for the whole app. */
function LiveEvents({ realtimeUrl }: { realtimeUrl: string }) {
  const { data: account } = useAccount()
  useLiveEvents(account, realtimeUrl)
  return null
}

export function ShopProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [queryClient] = useState(() => {
    if (typeof window !== "undefined") configureApi(window.location.origin, config.publishableKey)
    return new QueryClient({
      defaultOptions: {
        queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false },
        // A failed change shows what went wrong (toast, prompt) unless the caller handles it.
        mutations: { onError: handleApiError },
      },
    })
  })
  return (
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <LiveEvents realtimeUrl={config.realtimeUrl} />
        {children}
      </QueryClientProvider>
    </ConfigContext.Provider>
  )
}
