"use client"
/** Starts a painting of every chosen photo in every chosen style (POST /api/paintings/bulk_create). */
import type { Painting } from "@petshop/contract"
import { useMutation } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import type { MutationCallbacks } from "../api/query-options"

export type BulkCreateAnswer = { paintings: Painting[]; skipped: { photoId: string; styleId: string; reason: string }[] }
type Choice = { photoIds: string[]; styleIds: string[] }

export function useBulkCreate({ onSuccess }: Pick<MutationCallbacks<BulkCreateAnswer, Choice>, "onSuccess"> = {}) {
  return useMutation({
    mutationFn: ({ photoIds, styleIds }: Choice) =>
      apiRequest<BulkCreateAnswer>("/api/paintings/bulk_create", { method: "POST", body: { photosIds: photoIds, stylesIds: styleIds } }),
    onSuccess,
  })
}
