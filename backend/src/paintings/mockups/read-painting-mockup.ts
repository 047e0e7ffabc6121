/**
 * A painting's room mockup (issue 24): its watermarked preview, never a clean file, hung as a
 * catalogue variant in a room. Rendered once per preview, variant facts, room, width and format,
 * then served to every backend process from the shared cache (the Caching Module's Redis).
 */
import { createHash } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  MOCKUP_RENDER_VERSION,
  renderRoomMockup,
  type MockupFormat,
  type MockupVariant,
  type RoomKey,
} from "@petshop/painting-module/mockups"
import { readThroughValue } from "../../cache/read-through"
import { fileIdOfUrl } from "../../commerce/files/legacy-file-names"
import { DomainError } from "../../lib/errors"
import { findMockupVariant } from "./find-mockup-variant"

export type MockupRequest = { paintingId: string; variantId: string; room: RoomKey; width: number; format: MockupFormat }

/** What names one mockup: its key (and ETag) is known before anything is read or drawn. */
export type PlannedMockup = { key: string; etag: string; pictureUrl: string; variant: MockupVariant; request: MockupRequest }

export type PaintingMockup = { image: Buffer; contentType: string; cached: boolean }

/** A day: the key changes with the preview and the variant's facts, so an entry never goes stale. */
const MOCKUP_TTL_SECONDS = 24 * 60 * 60

const CONTENT_TYPES: Record<MockupFormat, string> = { jpeg: "image/jpeg", webp: "image/webp" }

/**
 * The painting as anyone with its link may see it (GET /api/painting/{id}: not deleted), its
 * watermarked preview's URL, and the variant's facts; a painting without a preview yet is 412.
 */
export async function planPaintingMockup(container: MedusaContainer, request: MockupRequest): Promise<PlannedMockup> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "painting", fields: ["id", "image"], filters: { id: request.paintingId } })
  const painting = data[0] as { id: string; image: { original?: string | null } | null } | undefined
  if (!painting) throw DomainError.notFound("Painting not found.")
  const pictureUrl = painting.image?.original
  if (!pictureUrl) throw DomainError.notReady("PAINTING_IN_PROGRESS", "This painting has no preview yet.")
  const variant = await findMockupVariant(container, request.variantId)
  const key = createHash("sha1")
    .update(JSON.stringify([MOCKUP_RENDER_VERSION, pictureUrl, variant, request.room, request.width, request.format]))
    .digest("base64url")
  return { key, etag: `"mockup-${key}"`, pictureUrl, variant, request }
}

/** The planned mockup from the shared cache, else drawn from the stored preview and cached. */
export async function readPaintingMockup(container: MedusaContainer, plan: PlannedMockup): Promise<PaintingMockup> {
  let cached = true
  const stored = await readThroughValue(container, { key: `mockup:image:${plan.key}`, tags: [], ttl: MOCKUP_TTL_SECONDS }, async () => {
    cached = false
    const fileId = fileIdOfUrl(plan.pictureUrl)
    const picture = fileId
      ? await container
          .resolve(Modules.FILE)
          .getAsBuffer(fileId)
          .catch(() => null)
      : null
    if (!picture) throw DomainError.notFound("This painting's preview is missing.")
    const { room, width, format } = plan.request
    const { image } = await renderRoomMockup({ picture, variant: plan.variant, room, width, format })
    // The Caching Module stores JSON: the image travels as base64.
    return image.toString("base64")
  })
  return { image: Buffer.from(stored, "base64"), contentType: CONTENT_TYPES[plan.request.format], cached }
}
