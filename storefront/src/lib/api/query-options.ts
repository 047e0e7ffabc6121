import type { QueryKey, UseQueryOptions } from "@tanstack/react-query"

/** What a view may add to a read hook's query (polling, keeping the last page, enabling). */
export type QueryExtras<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, "queryKey" | "queryFn">

/**
 * What a view adds to a change hook: its own reaction to the answer or the error. A hook that
 * updates the cache does so first. Without `onError` the shop's default shows the error.
 */
export type MutationCallbacks<TData, TVariables = void> = {
  onSuccess?: (data: TData, variables: TVariables) => unknown
  onError?: (error: Error, variables: TVariables) => unknown
}
