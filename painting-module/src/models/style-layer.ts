import { model } from "@medusajs/framework/utils"
import { Style } from "./style"

/** One extra image layer a style composes (texture, frame, overlay), in order. */
export const StyleLayer = model.define("style_layer", {
  id: model.id({ prefix: "stlyr" }).primaryKey(),
  name: model.text(),
  kind: model.text().default("overlay"),
  order_index: model.number().default(0),
  settings: model.json().nullable(),
  image: model.json().nullable(),
  style: model.belongsTo(() => Style, { mappedBy: "layers" }),
})
