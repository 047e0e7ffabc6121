"use client"
/** The painting and photo tasks (GET /api/tasks, /api/tasks/latest) and retrying one. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import type { QueryExtras } from "../api/query-options"
import type { Task } from "./admin-types"

type TaskFilters = { status?: string; type?: string; page: number; perPage: number }
type TaskPage = { tasks: Task[]; count: number }

export function useTasks(filters: TaskFilters, extras: QueryExtras<TaskPage> = {}) {
  return useQuery({
    queryKey: queryKeys.tasks.list(filters),
    queryFn: ({ signal }) => apiRequest<TaskPage>("/api/tasks", { query: filters, signal, unthrottled: true }),
    ...extras,
  })
}

/** How many tasks failed (the overview's count). */
export function useFailedTasks() {
  return useQuery({
    queryKey: queryKeys.tasks.failed(),
    queryFn: ({ signal }) => apiRequest<TaskPage>("/api/tasks", { query: { status: "failed", perPage: 1 }, signal, unthrottled: true }),
  })
}

export function useLatestTasks(timeDelta: number) {
  return useQuery({
    queryKey: queryKeys.tasks.latest(timeDelta),
    queryFn: ({ signal }) => apiRequest<{ tasks: Task[] }>("/api/tasks/latest", { query: { timeDelta }, signal, unthrottled: true }),
    refetchInterval: 10_000,
  })
}

export function useRetryTask(options: { onSuccess?: (task: Task) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest<Task>(`/api/task/${encodeURIComponent(id)}/retry`, { method: "POST" }),
    onSuccess: (task) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all() })
      options.onSuccess?.(task)
    },
  })
}
