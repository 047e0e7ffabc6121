import { model } from "@medusajs/framework/utils"

/** A named static asset (spec: static {title}): an image kept in the File Module, e.g. one used in articles. */
export const StaticAsset = model.define("static_asset", {
  id: model.id({ prefix: "static" }).primaryKey(),
  title: model.text(),
  file_id: model.text(),
  url: model.text(),
  mime_type: model.text(),
  size_bytes: model.number(),
  width: model.number().nullable(),
  height: model.number().nullable(),
})
