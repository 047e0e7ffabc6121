import type { ImageSet } from "@petshop/contract"

/** An article as lists show it (GET /api/articles answers no bodies). */
export type ArticleSummary = {
  id: string
  slug: string
  title: string
  description: string
  datePublished: string
  image?: ImageSet | string | null
}

/** An article of the Guides (spec: article). Bodies are a small Markdown subset (see parse-article-body). */
export type Article = ArticleSummary & {
  /** Body text: paragraphs, "## " / "### " headings, "- " lists, **bold** and [links](/path). */
  body: string
  /** Facts shown as cards above the text, for readers who skim. */
  glance?: { label: string; value: string }[]
  /** A style whose demo painting illustrates the article. */
  styleSlug?: string
}
