"use client"
/** The worker services and queue depths (GET /api/services), a service's tasks, and switching a service on or off. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import type { QueryExtras } from "../api/query-options"
import type { Service, Task } from "@petshop/contract"
import type { ServicesResponse } from "./admin-types"

export function useServices(timespan: string, extras: QueryExtras<ServicesResponse> = {}) {
  return useQuery({
    queryKey: queryKeys.admin.services.over(timespan),
    queryFn: ({ signal }) => apiRequest<ServicesResponse>("/api/services", { query: { timespan }, signal, unthrottled: true }),
    ...extras,
  })
}

export function useServiceTasks(serviceId: string | undefined, timespan: string) {
  return useQuery({
    queryKey: queryKeys.tasks.ofService(serviceId, timespan),
    queryFn: ({ signal }) =>
      apiRequest<{ tasks: Task[] }>(`/api/service/${encodeURIComponent(serviceId!)}/tasks`, {
        query: { timespan, perPage: 50 },
        signal,
        unthrottled: true,
      }),
    enabled: Boolean(serviceId),
  })
}

export function useToggleService() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (s: Service) =>
      apiRequest<Service>(`/api/service/${encodeURIComponent(s.id)}`, { method: "PATCH", body: { isEnabled: !s.isEnabled } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.services.all() }),
  })
}
