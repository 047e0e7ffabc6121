import type { Metadata } from "next"
import { notFound } from "next/navigation"
import { ArticleView } from "@/components/content/article-view"
import { findArticleBySlug } from "@/lib/content/fetch-articles"
import { loadArticleExtras } from "@/lib/content/load-article-extras"

export const dynamic = "force-dynamic"

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await findArticleBySlug((await params).slug)
  if (!article) return { title: "Article not found" }
  return {
    title: article.title,
    description: article.description,
    alternates: { canonical: `/articles/${article.slug}` },
    openGraph: { type: "article", title: article.title, description: article.description },
  }
}

/** /articles/{slug}: the-art-of-timing, caring-for-your-canvas and any the shop publishes. */
export default async function ArticleBySlugPage({ params }: Props) {
  const article = await findArticleBySlug((await params).slug)
  if (!article) notFound()
  const { style, others } = await loadArticleExtras(article)
  return <ArticleView article={article} style={style} others={others} />
}
