/** The 13 art styles of the spec, in the painting module. */
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import type { StylesData } from "../data"
import { StepCounter, type SeedContext, type StepReport } from "../types"

/** The spec's slug rule: the style name lowercased with spaces turned into hyphens. */
export const styleSlug = (title: string) => title.toLowerCase().replace(/ /g, "-")

export async function seedStyles({ container }: SeedContext, data: StylesData): Promise<StepReport> {
  const counter = new StepCounter("art styles")
  const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
  const existing = new Set((await painting.listStyles({}, { select: ["slug"] })).map((s) => s.slug))
  const missing = data.styles.map((style, index) => ({ style, index })).filter(({ style }) => !existing.has(styleSlug(style.title)))
  counter.existing += data.styles.length - missing.length
  if (missing.length) {
    await painting.createStyles(
      missing.map(({ style, index }) => ({
        title: style.title,
        slug: styleSlug(style.title),
        type: "image-to-image" as const,
        provider: "local",
        description: style.description,
        prompt: style.prompt,
        negative_prompt: style.negativePrompt,
        allow_signature: style.allowSignature,
        is_public: true,
        is_featured: style.isFeatured,
        is_first: style.isFirst,
        order_index: index,
        engine: { recipe: style.engine },
      }))
    )
    counter.created += missing.length
  }
  return counter.report()
}
