/**
 * The shop's own example paintings: for each style, the paintings of the three demo photos
 * (made by our engine with `npm run contact-sheet`, uploaded by the style-settings step as the
 * style's demo images) as public, finished demo paintings. They fill the home gallery, the
 * portraits list and the style pages on a fresh shop. Idempotent: a style that already has a
 * demo painting gets none.
 */
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { StepCounter, type SeedContext, type StepReport } from "../types"

/** The pets of the demo photos, in the order of their demo images (scripts/contact-sheet.ts DEMO_PHOTOS). */
export const DEMO_PETS = ["Tabby cat", "Beagle", "Tortoiseshell cat"] as const

type DemoImage = { original?: string; low?: string; avif?: { low?: string }; width?: number; height?: number; placeholder?: string }
type StyleRow = { id: string; title: string; demo_images: unknown }

export async function seedDemoPaintings({ container }: SeedContext): Promise<StepReport> {
  const counter = new StepCounter("demo paintings")
  const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
  const styles = (await painting.listStyles({}, { select: ["id", "title", "demo_images"] })) as unknown as StyleRow[]
  if (!styles.length) return counter.report()
  const existing = await painting.listPaintings(
    { is_demo: true, style_id: styles.map((s) => s.id) } as never,
    { select: ["style_id"] } as never
  )
  const hasDemo = new Set((existing as unknown as { style_id: string }[]).map((p) => p.style_id))

  const rows: Record<string, unknown>[] = []
  for (const style of styles) {
    if (hasDemo.has(style.id)) {
      counter.existing++
      continue
    }
    const demos = (Array.isArray(style.demo_images) ? style.demo_images : []) as DemoImage[]
    demos.forEach((demo, i) => {
      if (!demo.original) return
      rows.push({
        title: `${DEMO_PETS[i] ?? "Pet"} in ${style.title}`,
        // The demo photos are the shop's fixtures, not an account's uploads.
        photo_id: `demo-photo-${i + 1}`,
        style_id: style.id,
        status: "complete",
        is_demo: true,
        is_public: true,
        is_featured: i === 0,
        width: demo.width || 512,
        height: demo.height || 768,
        // One stored size (400 px): its WebP copy, where there is one, serves every tier up to low,
        // and its AVIF copy the same tiers in browsers that take AVIF.
        image: {
          original: demo.original,
          low: demo.low ?? demo.original,
          ...(demo.avif?.low ? { avif: { low: demo.avif.low } } : {}),
          ...(demo.placeholder ? { placeholder: demo.placeholder } : {}),
        },
      })
    })
  }
  if (rows.length) {
    await painting.createPaintings(rows as never)
    counter.created += rows.length
  }
  return counter.report()
}
