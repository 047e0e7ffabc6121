import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { ApiError } from "../../utils/api-error"
import { presentTag, slugify, type TagRecord } from "../../utils/present-content-admin"
import type { CreateTagBody } from "../../validators/content-admin"

/** POST /api/tag {name} (admin): a new tag; its slug is the name lowercased with hyphens. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { name } = (req as MedusaRequest & { validatedBody: CreateTagBody }).validatedBody
  const slug = slugify(name)
  if (!slug) throw ApiError.badRequest("name", "Please use some letters or digits.")
  const service = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [clash] = await service.listTags({ slug }, { select: ["id"], take: 1 })
  if (clash) throw ApiError.badRequest("name", "This tag already exists.")
  const tag = await service.createTags({ name, slug })
  res.status(201).json(presentTag(tag as unknown as TagRecord, 0))
}
