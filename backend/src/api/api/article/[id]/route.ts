import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { ApiError } from "../../../utils/api-error"
import { ARTICLE_FIELDS, presentArticle, type ArticleRecord } from "../../../utils/present-content"

const NOT_FOUND = "Article not found."

/** GET /api/article/{id}: a published article by its id or its slug, with its markdown body. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const key = req.params.id
  if (!key || key.length > 200) throw ApiError.notFound(NOT_FOUND)
  const filter = key.startsWith("art_") ? { id: key } : { slug: key.toLowerCase() }
  const [article] = await req.scope
    .resolve<PaintingModuleService>(PAINTING_MODULE)
    .listArticles({ ...filter, is_published: true }, { select: ARTICLE_FIELDS, take: 1 })
  if (!article) throw ApiError.notFound(NOT_FOUND)
  res.json(presentArticle(article as unknown as ArticleRecord))
}
