import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import type { ComponentType } from "react"

/**
 * Our own QueryClient: the plugin's @tanstack/react-query may resolve to another copy than the
 * dashboard's, whose context it would not see ("No QueryClient set"). One client for all our views.
 */
const client = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } })

export function withQueryClient<P extends object>(View: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <QueryClientProvider client={client}>
      <View {...props} />
    </QueryClientProvider>
  )
  Wrapped.displayName = `withQueryClient(${View.displayName ?? View.name ?? "View"})`
  return Wrapped
}
