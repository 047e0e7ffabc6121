/** The site's articles (content.json and articles/*.md), in the backend's content module. */
import type { ContentData } from "../data"
import { StepCounter, type SeedContext, type StepReport } from "../types"

/** The backend's content module (registered as "content"), as far as the seed uses it. */
type ContentModule = {
  listArticles(filters: { slug: string[] }, config: { select: string[]; withDeleted: boolean }): Promise<{ slug: string }[]>
  createArticles(data: Record<string, unknown>[]): Promise<unknown>
}

/** Creates the articles whose slug is not there yet; existing ones (and admin edits) are kept. */
export async function seedArticles({ container }: SeedContext, articles: ContentData["articles"]): Promise<StepReport> {
  const counter = new StepCounter("articles")
  const content = container.resolve<ContentModule>("content")
  const existing = new Set(
    (await content.listArticles({ slug: articles.map((a) => a.slug) }, { select: ["slug"], withDeleted: true })).map((a) => a.slug)
  )
  const missing = articles.filter((a) => !existing.has(a.slug))
  counter.existing += articles.length - missing.length
  if (missing.length) {
    await content.createArticles(
      missing.map((a) => ({
        slug: a.slug,
        title: a.title,
        summary: a.summary,
        body: a.body,
        is_published: true,
        published_at: new Date(a.publishedAt),
      }))
    )
    counter.created += missing.length
  }
  return counter.report()
}
