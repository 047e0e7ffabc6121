/** Calls to the /api contract as the storefront makes them: `Authorization: Token <token>`. */
import { loadCatalogueData } from "@petshop/seed"
import type { AxiosResponse } from "axios"
import type { presentAccount } from "../../src/accounts/present-account"
import type { presentPainting } from "../../src/api/utils/present-painting"
import type { presentPhoto } from "../../src/api/utils/present-photo"

/** An answer: its HTTP status and its JSON body, which the caller reads as it expects it. */
type Answer = { status: number; data: unknown }

type Api = {
  get: (url: string, config?: object) => Promise<Answer>
  post: (url: string, body?: unknown, config?: object) => Promise<Answer>
  delete: (url: string, config?: object) => Promise<Answer>
}

/** GET /api/account's answer: the presented account, with the session's token. */
export type AccountBody = ReturnType<typeof presentAccount> & { token: string }

/** A picture file of a painting, as the painting's image fields give it. */
type PaintingFile = { original: string; webp?: string; low?: string; width?: number; height?: number; placeholder?: string }

/**
 * A painting as GET /api/painting/{id} answers it. The image fields are typed as the specs
 * read them, on a finished painting (they are null before, and the clean ones for the owner
 * and admins only).
 */
export type PaintingBody = Omit<ReturnType<typeof presentPainting>, "image" | "noWatermark" | "noWatermarkHq" | "progressImage"> & {
  /** The watermarked preview and its small copy. */
  image: PaintingFile
  noWatermark: PaintingFile
  noWatermarkHq: PaintingFile
  progressImage: { url: string; progress: number } | null
}

/** One size of a photo, in both formats. */
type PhotoTier = { webp: string; jpeg: string; width: number; height: number }

/** A photo as GET /api/photo/{id} answers it; image and subject as the specs read them, once analysed. */
export type PhotoBody = Omit<ReturnType<typeof presentPhoto>, "image" | "subject"> & {
  image: Record<string, PhotoTier>
  subject: { kind: string; [detail: string]: unknown }
}

export const withToken = (token: string, headers: Record<string, string> = {}) => ({
  headers: { authorization: `Token ${token}`, ...headers },
})

/**
 * A response whatever its status, for asserting on errors. Its body is typed as the call's;
 * a call on the test runner's untyped client counts as one of its axios responses.
 */
export async function settle<T extends Answer = AxiosResponse>(call: Promise<T>): Promise<{ status: number; data: T["data"] }> {
  try {
    return await call
  } catch (err) {
    const response = (err as { response?: { status: number; data: T["data"] } }).response
    if (!response) throw err
    return response
  }
}

export async function newVisitor(api: Api): Promise<{ token: string; account: AccountBody }> {
  const account = (await api.get("/api/account")).data as AccountBody
  return { token: account.token, account }
}

/** Headers of the seeded merchandiser's Medusa admin session (`Authorization: Bearer`), as the Medusa admin signs in. */
export async function asMerchandiser(api: Api): Promise<{ headers: Record<string, string> }> {
  const merchandiser = loadCatalogueData().accounts.adminUsers[0]
  const { data } = await api.post("/auth/user/emailpass", { email: merchandiser.email, password: merchandiser.password })
  return { headers: { authorization: `Bearer ${(data as { token: string }).token}` } }
}
