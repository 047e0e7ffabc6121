import { model } from "@medusajs/framework/utils"

/** A content article (spec: Content, GET /api/articles): its body is markdown. */
export const Article = model.define("article", {
  id: model.id({ prefix: "art" }).primaryKey(),
  slug: model.text().unique(),
  title: model.text().searchable(),
  summary: model.text(),
  body: model.text(),
  /** An image object (original, high, medium, low, thumb), or none. */
  image: model.json().nullable(),
  is_published: model.boolean().default(true),
  /** The date shown with the article (dateCreated); seeded articles keep theirs across runs. */
  published_at: model.dateTime(),
})
