"use client"
/** The admin's changes to content records; each refreshes the list it changed after the view's own reaction. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import type { MutationCallbacks } from "../api/query-options"
import type { Article, Static, Tag } from "@petshop/contract"

type OnSuccess<T, V> = Pick<MutationCallbacks<T, V>, "onSuccess">

export function useAddTag({ onSuccess }: OnSuccess<Tag, string> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => apiRequest<Tag>("/api/tag", { method: "POST", body: { name } }),
    onSuccess: (tag, name) => {
      onSuccess?.(tag, name)
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.tags() })
    },
  })
}

type ReviewChange = { id: string; isPublished?: boolean; isFeatured?: boolean }

export function usePatchReview({ onSuccess }: OnSuccess<unknown, ReviewChange> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewChange) => apiRequest(`/api/review/${encodeURIComponent(id)}`, { method: "PATCH", body }),
    onSuccess: (answer, change) => {
      onSuccess?.(answer, change)
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reviews.all() })
    },
  })
}

type NewStatic = { title: string; file: File | null }

export function useUploadStatic({ onSuccess }: OnSuccess<Static & { message: string }, NewStatic> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ title, file }: NewStatic) => {
      const form = new FormData()
      form.append("title", title)
      if (file) form.append("file", file)
      return apiRequest<Static & { message: string }>("/api/static", { method: "POST", body: form })
    },
    onSuccess: (created, input) => {
      onSuccess?.(created, input)
      // The new static shows at once, first as in the list's order, whatever the refetch meets on its way.
      queryClient.setQueryData<{ statics: Static[]; count: number }>(queryKeys.admin.statics(), (list) =>
        list && !list.statics.some((s) => s.id === created.id)
          ? { ...list, statics: [created, ...list.statics], count: list.count + 1 }
          : list
      )
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.statics() })
    },
  })
}

/** A promo code's fields as the API takes them; `id` edits that code, none creates one. */
type PromoCodeSave = { id: string | null; body: Record<string, unknown> }

export function useSavePromoCode({ onSuccess }: OnSuccess<{ message: string }, PromoCodeSave> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: PromoCodeSave) =>
      id
        ? apiRequest<{ message: string }>(`/api/promo_code/${encodeURIComponent(id)}`, { method: "PATCH", body })
        : apiRequest<{ message: string }>("/api/promo_code", { method: "POST", body }),
    onSuccess: (answer, save) => {
      onSuccess?.(answer, save)
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.promoCodes() })
    },
  })
}

export type ArticleDraft = {
  id?: string
  title: string
  slug: string
  summary: string
  body: string
  published: boolean
  image: File | null
}

export function useSaveArticle({ onSuccess }: OnSuccess<Article, ArticleDraft> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (d: ArticleDraft) => {
      const form = new FormData()
      form.append("title", d.title.trim())
      if (d.slug.trim()) form.append("slug", d.slug.trim())
      form.append("summary", d.summary)
      form.append("body", d.body)
      form.append("published", String(d.published))
      if (d.image) form.append("image", d.image)
      return d.id
        ? apiRequest<Article>(`/api/article/${encodeURIComponent(d.id)}`, { method: "PATCH", body: form })
        : apiRequest<Article>("/api/article", { method: "POST", body: form })
    },
    onSuccess: (article, draft) => {
      onSuccess?.(article, draft)
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.articles() })
    },
  })
}

export function useDeleteArticle({ onSuccess }: OnSuccess<unknown, string> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/article/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (answer, id) => {
      onSuccess?.(answer, id)
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.articles() })
    },
  })
}
