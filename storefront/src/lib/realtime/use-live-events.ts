"use client"
/**
 * Live events over socket.io (spec section 4): one connection per logged-in account,
 * authenticated by its token; reconnects 2.5 s after a drop. Events update the query cache
 * and the painting progress store, so every screen showing the same thing moves together.
 * The socket.io client is loaded only once an account logs in: a visitor's first page (most
 * arrive from ads) never downloads it.
 */
import { useEffect } from "react"
import { useQueryClient } from "@tanstack/react-query"
import type { Socket } from "socket.io-client"
import { readToken } from "../session/token-storage"
import type { Account } from "@petshop/contract"
import { usePaintingProgress } from "./painting-progress-store"
import { queryKeys } from "@/lib/api/query-keys"

export const RECONNECT_MS = 2500

export type PaintingLoadEvent = {
  painting: string
  status: string
  image?: unknown
  failureReason?: string | null
  hq?: boolean
  production?: boolean
}
export type PaintingProgressEvent = { painting: string; image: string; progress?: number }
export type PhotoEvent = { photo: string; status: string; [k: string]: unknown }
/** The style sampler's photo events: it began (`sampling`), one more sample is made (`sampled`). */
const SAMPLE_EVENTS = new Set(["sampling", "sampled"])

/**
 * An `account` event updates the account it is about; one arriving after logout (no account,
 * or another one, while the socket closes) changes nothing.
 */
export function mergeAccountEvent(prev: Account | undefined, next: Account): Account | undefined {
  return prev && prev.id === next.id ? { ...prev, ...next } : prev
}

export function useLiveEvents(account: Account | undefined, realtimeUrl: string) {
  const queryClient = useQueryClient()
  const loggedIn = Boolean(account && !account.isTemp && !account.isBanned)
  const accountId = account?.id

  useEffect(() => {
    const token = readToken()
    if (!loggedIn || !token || !realtimeUrl) return
    const listen = (socket: Socket) => {
      socket.on("account", (next: Account) =>
        queryClient.setQueryData(queryKeys.account(), (prev: Account | undefined) => mergeAccountEvent(prev, next))
      )
      socket.on("photo", (event: PhotoEvent) => {
        // A style sample (issue 25) changes the one photo only: the lists are not read again for each.
        if (!SAMPLE_EVENTS.has(event.status)) void queryClient.invalidateQueries({ queryKey: queryKeys.photos.all() })
        void queryClient.invalidateQueries({ queryKey: queryKeys.photos.one(event.photo) })
      })
      socket.on("task", () => void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all() }))
      socket.on("painting:progress", (event: PaintingProgressEvent) =>
        usePaintingProgress.getState().frame(event.painting, event.image, event.progress)
      )
      socket.on("painting:load", (event: PaintingLoadEvent) => {
        usePaintingProgress.getState().status(event.painting, event.status)
        void queryClient.invalidateQueries({ queryKey: queryKeys.painting(event.painting) })
        void queryClient.invalidateQueries({ queryKey: queryKeys.paintings.all() })
      })
      // socket.io logs a failed handshake to the console only through our handler.
      socket.on("connect_error", (err) => console.info(`[live] ${err.message}; retrying in ${RECONNECT_MS / 1000} s`))
    }
    let socket: Socket | null = null
    let closed = false
    void import("socket.io-client").then(({ io }) => {
      if (closed) return
      socket = io(realtimeUrl, {
        auth: { token },
        transports: ["websocket"],
        reconnectionDelay: RECONNECT_MS,
        reconnectionDelayMax: RECONNECT_MS,
      })
      listen(socket)
    })
    return () => {
      closed = true
      socket?.removeAllListeners()
      socket?.disconnect()
    }
  }, [loggedIn, accountId, realtimeUrl, queryClient])
}
