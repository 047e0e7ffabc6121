import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { styleSlug } from "@petshop/seed"
import { paintableWhenCreated } from "../../../painting-rules/style-paintable"

export type CreateStyleRecordInput = {
  type: "image-to-image" | "face-swap" | "paint"
  title: string
  prompt: string
  description: string | null
  negative_prompt: string | null
  public_image: Record<string, unknown> | null
  /** The local engine's data: a face-swap style's head region ({ headBox }), later the picture's analysis. */
  engine?: Record<string, unknown> | null
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The title's slug, or with the next free numeric suffix (`my-style-2`) when it is taken. */
export async function freeStyleSlug(painting: PaintingModuleService, title: string): Promise<string> {
  const base = styleSlug(title)
  const taken = await painting.listStyles({ $or: [{ slug: base }, { slug: { $like: `${escapeLike(base)}-%` } }] }, { select: ["slug"] })
  if (!taken.some((s) => s.slug === base)) return base
  const pattern = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-(\\d+)$`)
  const highest = taken.reduce((max, s) => Math.max(max, Number(pattern.exec(s.slug)?.[1] ?? 1)), 1)
  return `${base}-${highest + 1}`
}

/** New styles go last in the list until an admin orders them. */
async function nextOrderIndex(painting: PaintingModuleService): Promise<number> {
  const [last] = await painting.listStyles({}, { select: ["order_index"], order: { order_index: "DESC" }, take: 1 })
  return last ? last.order_index + 1 : 0
}

export const createStyleRecordStep = createStep(
  "create-style-record",
  async (input: CreateStyleRecordInput, { container }) => {
    const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const order_index = await nextOrderIndex(painting)
    // Two admins creating the same title at once: the unique index refuses one, which takes the next suffix.
    for (let attempt = 0; ; attempt++) {
      const slug = await freeStyleSlug(painting, input.title)
      // A style that cannot be painted yet starts hidden (issue 26).
      const is_public = paintableWhenCreated({ type: input.type, slug, engine: input.engine })
      try {
        const style = await painting.createStyles({ ...input, slug, order_index, is_public })
        return new StepResponse(style, style.id)
      } catch (err) {
        if (attempt >= 4 || !MedusaError.isMedusaError(err) || (err as MedusaError).type !== MedusaError.Types.DUPLICATE_ERROR) throw err
      }
    }
  },
  async (id, { container }) => {
    if (id) await container.resolve<PaintingModuleService>(PAINTING_MODULE).deleteStyles(id)
  }
)
