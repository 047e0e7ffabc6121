import type { Style } from "@petshop/contract"
import type { Article, ArticleSummary } from "./article"
import { listArticles } from "./fetch-articles"
import { fetchPublicStyles } from "./fetch-public-styles"

/** What an article page shows beside the text: its illustrating style and the other articles. */
export async function loadArticleExtras(article: Article): Promise<{ style: Style | null; others: ArticleSummary[] }> {
  const [styleList, articles] = await Promise.all([fetchPublicStyles(), listArticles()])
  const style = styleList.find((s) => s.slug === article.styleSlug) ?? styleList[0] ?? null
  return { style, others: articles.filter((a) => a.slug !== article.slug) }
}
