import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE } from "@petshop/painting-module"

export type LinkPaintingLinesInput = {
  cart_id: string
  painting_id: string
  /** A line just created: linked without looking (a merged line may predate its link). */
  line_id?: string | null
}
type LinkDefinition = Record<string, Record<string, string>>

/**
 * Links the cart's lines of a painting to it (the painting a line prints), creating only
 * links that are missing: adding the same print again only raised a line's quantity.
 */
export const linkPaintingLinesStep = createStep(
  "link-painting-lines",
  async (input: LinkPaintingLinesInput, { container }) => {
    if (input.line_id) {
      const link: LinkDefinition[] = [
        { [Modules.CART]: { line_item_id: input.line_id }, [PAINTING_MODULE]: { painting_id: input.painting_id } },
      ]
      await container.resolve(ContainerRegistrationKeys.LINK).create(link)
      return new StepResponse(link, link)
    }
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: ["items.id", "items.metadata", "items.painting.id"],
      filters: { id: input.cart_id },
    })
    const items = (
      (data[0] as unknown as { items?: { id: string; metadata?: { painting_id?: string }; painting?: { id: string } | null }[] })?.items ??
      []
    ).filter((i) => i && i.metadata?.painting_id === input.painting_id && !i.painting)
    const links: LinkDefinition[] = items.map((i) => ({
      [Modules.CART]: { line_item_id: i.id },
      [PAINTING_MODULE]: { painting_id: input.painting_id },
    }))
    if (links.length) await container.resolve(ContainerRegistrationKeys.LINK).create(links)
    return new StepResponse(links, links)
  },
  async (links, { container }) => {
    if (links?.length) await container.resolve(ContainerRegistrationKeys.LINK).dismiss(links)
  }
)
