import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CONTENT_MODULE, type ContentModuleService } from "../../../modules/content"
import { createArticleWorkflow } from "../../../workflows/content/create-article"
import { checkImage, uploadedFiles } from "../../utils/accept-upload"
import { ApiError } from "../../utils/api-error"
import { presentArticle, type ArticleRecord } from "../../utils/present-content"
import { slugify } from "../../../content/slugify"
import type { CreateArticleBody } from "../../validators/content-admin"

/** POST /api/article (admin; JSON, or multipart with an optional `image`): a new article, a draft unless published. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = (req as MedusaRequest & { validatedBody: CreateArticleBody }).validatedBody
  const slug = body.slug ?? slugify(body.title)
  if (!slug) throw ApiError.badRequest("slug", "Please provide a slug of letters and digits.")
  const [clash] = await req.scope.resolve<ContentModuleService>(CONTENT_MODULE).listArticles({ slug }, { select: ["id"], take: 1 })
  if (clash) throw ApiError.badRequest("slug", "An article with this slug already exists.")
  const [file] = uploadedFiles(req)
  const image = file ? await checkImage(file, "image") : null
  const { result } = await createArticleWorkflow(req.scope).run({
    input: {
      title: body.title,
      slug,
      summary: body.summary,
      body: body.body,
      published: body.published,
      publishedAt: body.publishedAt ?? new Date(),
      image,
    },
  })
  const article = result as unknown as ArticleRecord & { is_published: boolean }
  res.status(201).json({ ...presentArticle(article), isPublished: article.is_published })
}
