import { model } from "@medusajs/framework/utils"

/** A tag admins put on paintings (spec: /admin/tags). */
export const Tag = model.define("tag", {
  id: model.id({ prefix: "tag" }).primaryKey(),
  name: model.text(),
  slug: model.text().unique(),
})

/** A painting carrying a tag; the pair is unique. */
export const PaintingTag = model
  .define("painting_tag", {
    id: model.id({ prefix: "ptag" }).primaryKey(),
    tag_id: model.text(),
    painting_id: model.text(),
  })
  .indexes([{ on: ["tag_id", "painting_id"], unique: true }, { on: ["painting_id"] }])
