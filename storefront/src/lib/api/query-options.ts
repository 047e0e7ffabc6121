import type { QueryKey, UseQueryOptions } from "@tanstack/react-query"

/** What a view may add to a read hook's query (polling, keeping the last page, enabling). */
export type QueryExtras<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, "queryKey" | "queryFn">
