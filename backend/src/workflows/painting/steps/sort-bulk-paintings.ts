import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { DomainError } from "../../../lib/errors"
import type { PhotoForPainting, StyleForPainting } from "../../../paintings/painting-input"
import { assertPhotoPaintable } from "../../../painting-rules/assert-can-paint"

type PhotoRow = PhotoForPainting & { status: string; failure_reason: string | null }

export type BulkPaintingPair = { photo: PhotoForPainting; style: StyleForPainting }
export type RefusedPair = { photoId: string; styleId: string; reason: string }

/** Why a photo cannot be painted now, as POST /api/painting would say it; none when it can. */
function refusal(photo: PhotoRow): string | undefined {
  try {
    assertPhotoPaintable(photo)
    return undefined
  } catch (err) {
    return (err as Error).message
  }
}

/**
 * Bulk painting is staff work (401 for anyone else). Each photo × style pair is sorted on its
 * own: an unknown photo, one that cannot be painted (the rule of every painting) or an unknown
 * style refuses that pair with the reason, so one bad id does not cancel the batch.
 */
export const sortBulkPaintingsStep = createStep(
  "sort-bulk-paintings",
  async ({ isAdmin, photosIds, stylesIds }: { isAdmin: boolean; photosIds: string[]; stylesIds: string[] }, { container }) => {
    if (!isAdmin) throw DomainError.unauthenticated()
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "photo",
      fields: ["id", "status", "description", "orientation", "width", "height", "subject", "subjects", "failure_reason"],
      filters: { id: photosIds },
    })
    const photos = data as PhotoRow[]
    const styles = await container.resolve<PaintingModuleService>(PAINTING_MODULE).listStyles({ id: stylesIds })
    const accepted: BulkPaintingPair[] = []
    const refused: RefusedPair[] = []
    for (const photoId of photosIds) {
      const photo = photos.find((p) => p.id === photoId)
      const unusable = photo && refusal(photo)
      for (const styleId of stylesIds) {
        const style = styles.find((s) => s.id === styleId)
        if (!photo) refused.push({ photoId, styleId, reason: "Photo not found." })
        else if (unusable) refused.push({ photoId, styleId, reason: unusable })
        else if (!style) refused.push({ photoId, styleId, reason: "Style not found." })
        else accepted.push({ photo, style: style as unknown as StyleForPainting })
      }
    }
    return new StepResponse({ accepted, refused })
  }
)
