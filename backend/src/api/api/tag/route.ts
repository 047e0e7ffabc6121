import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createTagWorkflow } from "../../../workflows/content/create-tag"
import { presentTag, type TagRecord } from "../../../content/painting-tags"
import type { CreateTagBody } from "../../validators/content-admin"

/** POST /api/tag {name} (admin): a new tag; its slug is the name lowercased with hyphens. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { name } = (req as MedusaRequest & { validatedBody: CreateTagBody }).validatedBody
  const { result } = await createTagWorkflow(req.scope).run({ input: { name } })
  res.status(201).json(presentTag(result.tag as unknown as TagRecord, 0))
}
