import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CONTENT_MODULE, type ContentModuleService } from "../../../modules/content"
import { ARTICLE_TAGS } from "../../../cache/cache-tags"
import { requireAdmin } from "../../utils/account-context"
import { ARTICLE_LIST_FIELDS, presentArticleSummary, type ArticleRecord } from "../../utils/present-content"
import { sendCachedRead, sendPrivateRead } from "../../utils/public-answer"
import { parseQuery } from "../../utils/validate"
import { listArticlesQuery } from "../../validators/content"

/**
 * GET /api/articles?page&perPage: published articles, newest first, without their bodies.
 * ?scope=all (admins): drafts too, each with isPublished.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { scope, page, perPage } = parseQuery(listArticlesQuery, req.query)
  const all = scope === "all"
  if (all) requireAdmin(req)
  const read = async () => {
    const [articles, count] = await req.scope
      .resolve<ContentModuleService>(CONTENT_MODULE)
      .listAndCountArticles(all ? {} : { is_published: true }, {
        select: [...ARTICLE_LIST_FIELDS, "is_published"],
        order: { published_at: "DESC", created_at: "DESC", id: "DESC" },
        skip: (page - 1) * perPage,
        take: perPage,
      })
    return {
      articles: articles.map((a) => ({
        ...presentArticleSummary(a as unknown as ArticleRecord),
        ...(all ? { isPublished: (a as unknown as { is_published: boolean }).is_published } : {}),
      })),
      count,
      page,
      perPage,
    }
  }
  // Drafts are the admin's alone: that answer is never cached.
  if (all) return sendPrivateRead(res, await read())
  await sendCachedRead(req, res, { key: `api:articles:${page}:${perPage}`, tags: ARTICLE_TAGS, query: { scope, page, perPage } }, read, {
    sameForEveryCaller: true,
  })
}
