import type { Metadata } from "next"
import { notFound } from "next/navigation"
import { ArticleView } from "@/components/content/article-view"
import { findArticleById } from "@/lib/content/fetch-articles"
import { loadArticleExtras } from "@/lib/content/load-article-extras"

export const dynamic = "force-dynamic"

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await findArticleById((await params).id)
  if (!article) return { title: "Article not found" }
  // The same article also lives under its slug; search engines should index that one.
  return { title: article.title, description: article.description, alternates: { canonical: `/articles/${article.slug}` } }
}

/** /article/{id}: an article by its id (GET /api/article/{id}, else the storefront's own). */
export default async function ArticleByIdPage({ params }: Props) {
  const article = await findArticleById((await params).id)
  if (!article) notFound()
  const { style, others } = await loadArticleExtras(article)
  return <ArticleView article={article} style={style} others={others} />
}
