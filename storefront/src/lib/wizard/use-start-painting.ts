"use client"
/**
 * Starting a painting from a style (spec section 4): a non-admin whose painting is still being
 * made gets nothing; a temporary account is asked to log in, an unverified one to verify its
 * email; a verified account goes to the create-painting wizard. No style: logged, nothing opens.
 */
import { useQueryClient } from "@tanstack/react-query"
import { useRouter } from "next/navigation"
import { useCallback } from "react"
import { hasPaintingInProgress } from "../paintings/has-painting-in-progress"
import { fetchAccount } from "../session/use-account"
import { useUi } from "../ui/ui-store"
import { queryKeys } from "@/lib/api/query-keys"

export const NO_STYLE_SELECTED = "No style selected."

export function wizardHref(styleId: string, photoId?: string | null) {
  const q = new URLSearchParams({ styleId })
  if (photoId) q.set("photoId", photoId)
  return `/portraits/new?${q}`
}

export function useStartPainting() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(
    /** Answers whether the wizard opened. */
    async (styleId: string | null | undefined, photoId?: string | null): Promise<boolean> => {
      if (!styleId) {
        console.info(NO_STYLE_SELECTED)
        return false
      }
      const account = await queryClient
        .fetchQuery({ queryKey: queryKeys.account(), queryFn: fetchAccount, staleTime: 60_000 })
        .catch(() => undefined)
      if (!account) return false
      // A temporary account cannot have paintings, so only real accounts are checked.
      if (!account.isAdmin && !account.isTemp && (await hasPaintingInProgress(queryClient))) {
        console.info("[wizard] a painting is still in progress; not starting another")
        return false
      }
      if (account.isTemp) {
        useUi.getState().openPrompt("RequireLogin")
        return false
      }
      if (!account.isVerified) {
        useUi.getState().openPrompt("VerifyEmail")
        return false
      }
      router.push(wizardHref(styleId, photoId))
      return true
    },
    [queryClient, router]
  )
}
