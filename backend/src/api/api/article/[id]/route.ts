import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CONTENT_MODULE, type ContentModuleService } from "../../../../modules/content"
import { ARTICLE_TAGS } from "../../../../cache/cache-tags"
import { deleteArticleWorkflow } from "../../../../workflows/content/delete-article"
import { updateArticleWorkflow } from "../../../../workflows/content/update-article"
import { checkImage, uploadedFiles } from "../../../utils/accept-upload"
import { currentAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import { ARTICLE_FIELDS, presentArticle, type ArticleRecord } from "../../../utils/present-content"
import { sendCachedRead, sendPrivateRead } from "../../../utils/public-answer"
import type { UpdateArticleBody } from "../../../validators/content-admin"

const NOT_FOUND = "Article not found."

type AdminArticle = ArticleRecord & { is_published: boolean }

async function findArticle(req: MedusaRequest, includeDrafts: boolean): Promise<AdminArticle> {
  const key = req.params.id
  if (!key || key.length > 200) throw ApiError.notFound(NOT_FOUND)
  const filter = key.startsWith("art_") ? { id: key } : { slug: key.toLowerCase() }
  const [article] = await req.scope
    .resolve<ContentModuleService>(CONTENT_MODULE)
    .listArticles({ ...filter, ...(includeDrafts ? {} : { is_published: true }) }, { select: [...ARTICLE_FIELDS, "is_published"], take: 1 })
  if (!article) throw ApiError.notFound(NOT_FOUND)
  return article as unknown as AdminArticle
}

/** GET /api/article/{id}: a published article by its id or its slug, with its markdown body (admins also see drafts, with isPublished). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  if (currentAccount(req)?.isAdmin) {
    const article = await findArticle(req, true)
    return sendPrivateRead(res, { ...presentArticle(article), isPublished: article.is_published })
  }
  await sendCachedRead(req, res, { key: `api:article:${req.params.id}`, tags: ARTICLE_TAGS }, async () =>
    presentArticle(await findArticle(req, false))
  )
}

/** PATCH /api/article/{id} (admin; JSON or multipart with a new `image`): edit, publish or unpublish. */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  const body = (req as MedusaRequest & { validatedBody: UpdateArticleBody }).validatedBody
  const article = await findArticle(req, true)
  const service = req.scope.resolve<ContentModuleService>(CONTENT_MODULE)
  if (body.slug && body.slug !== article.slug) {
    const [clash] = await service.listArticles({ slug: body.slug }, { select: ["id"], take: 1 })
    if (clash) throw ApiError.badRequest("slug", "An article with this slug already exists.")
  }
  const [file] = uploadedFiles(req)
  const image = file ? await checkImage(file, "image") : body.removeImage ? null : undefined
  const { result } = await updateArticleWorkflow(req.scope).run({
    input: {
      id: article.id,
      values: {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.slug !== undefined ? { slug: body.slug } : {}),
        ...(body.summary !== undefined ? { summary: body.summary } : {}),
        ...(body.body !== undefined ? { body: body.body } : {}),
        ...(body.published !== undefined ? { is_published: body.published } : {}),
        ...(body.publishedAt !== undefined ? { published_at: body.publishedAt } : {}),
      },
      image,
    },
  })
  const updated = { ...article, ...(result as unknown as AdminArticle) }
  res.json({ ...presentArticle(updated), isPublished: updated.is_published })
}

/** DELETE /api/article/{id} (admin): the article is gone from the site (soft delete). */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const article = await findArticle(req, true)
  await deleteArticleWorkflow(req.scope).run({ input: { id: article.id } })
  res.json({ id: article.id, object: "article", deleted: true, message: "Article deleted." })
}
