import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { slugify } from "../../../content/slugify"
import { DomainError } from "../../../lib/errors"

/** A new tag's slug: its name lowercased with hyphens, with some letters or digits, not taken. */
export const checkNewTagStep = createStep("check-new-tag", async ({ name }: { name: string }, { container }) => {
  const slug = slugify(name)
  if (!slug) throw DomainError.invalid("name", "Please use some letters or digits.")
  const [clash] = await container.resolve<PaintingModuleService>(PAINTING_MODULE).listTags({ slug }, { select: ["id"], take: 1 })
  if (clash) throw DomainError.invalid("name", "This tag already exists.")
  return new StepResponse({ name, slug })
})
