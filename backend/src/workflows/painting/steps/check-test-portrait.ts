import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { DomainError } from "../../../lib/errors"
import { assertPhotoPaintable } from "../../../painting-rules/assert-can-paint"

type PhotoRow = {
  id: string
  status: string
  description: string | null
  orientation: string | null
  width: number | null
  height: number | null
  subject: unknown
  subjects: unknown
  failure_reason: string | null
  created_at: string | Date
}

/**
 * What a staff test portrait paints: the style (404), the named photo (404) or the staff
 * member's latest analysed one (400 on photoId when there is none), a photo that meets the
 * rule of every painting (422 when its analysis failed, 412 NOT_ANALYZED while it runs).
 */
export const checkTestPortraitStep = createStep(
  "check-test-portrait",
  async (input: { customerId: string; styleId: string; photoId?: string }, { container }) => {
    const [style] = await container.resolve<PaintingModuleService>(PAINTING_MODULE).listStyles({ id: input.styleId })
    if (!style) throw DomainError.notFound("Style not found.")

    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const fields = ["id", "status", "description", "orientation", "width", "height", "subject", "subjects", "failure_reason", "created_at"]
    let photo: PhotoRow | undefined
    if (input.photoId) {
      const { data } = await query.graph({ entity: "photo", fields, filters: { id: input.photoId } })
      photo = data[0] as PhotoRow | undefined
      if (!photo) throw DomainError.notFound("Photo not found.")
    } else {
      const { data } = await query.graph({
        entity: "customer",
        fields: fields.map((f) => `photos.${f}`),
        filters: { id: input.customerId },
      })
      photo = ((data[0] as { photos?: (PhotoRow | null)[] })?.photos ?? [])
        .filter((p): p is PhotoRow => Boolean(p) && p!.status === "analysed")
        .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())[0]
      if (!photo) throw DomainError.invalid("photoId", "Upload a photo first: test portraits paint your latest photo.")
    }
    assertPhotoPaintable(photo)
    return new StepResponse({ photo, style })
  }
)
