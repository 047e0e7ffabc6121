/** Polling for work the painting workers do in the background. */
import { withToken, type PaintingBody, type PhotoBody } from "./shop-api"

type Api = { get: (url: string, config?: object) => Promise<{ status: number; data: unknown }> }

/** Calls `probe` until `done` says so, or gives the last value after `ms`. */
export async function pollUntil<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 90_000, everyMs = 250): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (done(value) || Date.now() > end) return value
    await new Promise((r) => setTimeout(r, everyMs))
  }
}

export const isSettled = (p: { status: string }) => p.status === "complete" || p.status === "failed"

/** A painting as its owner sees it, once `done` (by default: complete or failed). */
export const waitForPainting = (api: Api, token: string, id: string, done: (p: PaintingBody) => boolean = isSettled) =>
  pollUntil(async () => (await api.get(`/api/painting/${id}`, withToken(token))).data as PaintingBody, done)

/** A photo as its owner sees it, once analysed or failed. */
export const waitForPhoto = (api: Api, token: string, id: string) =>
  pollUntil(
    async () => (await api.get(`/api/photo/${id}`, withToken(token))).data as PhotoBody,
    (p) => p.status === "analysed" || p.status === "failed"
  )
