"use client"
/** The admin's lists of content records: reviews, static images, articles, tags, promo codes, products, surveys. */
import { useQuery } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import type { ArticleSummary, Article, FullReview, Product, PromoCode, Review, Static, Tag } from "@petshop/contract"
import type { Survey } from "./admin-types"

export function useAdminReviews(scope: "pending" | "all") {
  return useQuery({
    queryKey: queryKeys.admin.reviews.list(scope),
    queryFn: ({ signal }) =>
      // Pending reviews come with their moderation state; published ones (all) without.
      apiRequest<{ reviews: (Review & Partial<FullReview>)[] }>("/api/reviews", {
        query: { scope, perPage: 50 },
        signal,
        unthrottled: true,
      }),
  })
}

export function useStatics() {
  return useQuery({
    queryKey: queryKeys.admin.statics(),
    queryFn: ({ signal }) =>
      apiRequest<{ statics: Static[]; count: number }>("/api/statics", { query: { perPage: 100 }, signal, unthrottled: true }),
  })
}

export function useAdminArticles() {
  return useQuery({
    queryKey: queryKeys.admin.articles(),
    queryFn: ({ signal }) =>
      apiRequest<{ articles: ArticleSummary[] }>("/api/articles", { query: { scope: "all", perPage: 100 }, signal, unthrottled: true }),
  })
}

export function useTags() {
  return useQuery({
    queryKey: queryKeys.admin.tags(),
    queryFn: ({ signal }) => apiRequest<{ tags: Tag[] }>("/api/tags", { signal, unthrottled: true }),
  })
}

export function usePromoCodes() {
  return useQuery({
    queryKey: queryKeys.admin.promoCodes(),
    queryFn: ({ signal }) =>
      apiRequest<{ promoCodes: PromoCode[]; count: number }>("/api/promo_codes", { query: { perPage: 100 }, signal, unthrottled: true }),
  })
}

/** Every product (the promo code form's choice). */
export function useAllProducts() {
  return useQuery({
    queryKey: queryKeys.products.all(),
    queryFn: ({ signal }) => apiRequest<Product[] | { products: Product[] }>("/api/products", { signal, unthrottled: true }),
    select: (r) => (Array.isArray(r) ? r : (r.products ?? [])),
  })
}

export function useSurveys(page: number, perPage: number) {
  return useQuery({
    queryKey: queryKeys.admin.surveys(page),
    queryFn: ({ signal }) =>
      apiRequest<{ surveys: Survey[]; count: number }>("/api/surveys", { query: { page, perPage }, signal, unthrottled: true }),
    placeholderData: (prev) => prev,
  })
}

/** One article whole, body included (the list leaves it out): read when the admin opens it. */
export function fetchAdminArticle(id: string) {
  return apiRequest<Article>(`/api/article/${encodeURIComponent(id)}`, { unthrottled: true })
}
