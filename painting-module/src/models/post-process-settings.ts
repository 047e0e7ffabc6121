import { model } from "@medusajs/framework/utils"
import { Style } from "./style"

/**
 * The post-process layers of a style: photo, segment, faceMap, noPost, final, noPostHq and
 * production, each an ordered list of { fn, params }. The default one of a style is used
 * unless a painting names another.
 */
export const PostProcessSettings = model
  .define("post_process_settings", {
    id: model.id({ prefix: "ppset" }).primaryKey(),
    is_default: model.boolean().default(false),
    settings: model.json(),
    history: model.json().nullable(),
    style: model.belongsTo(() => Style, { mappedBy: "post_process_settings" }).nullable(),
  })
  // One default per style, whoever makes it first (the editor or the style-picture job).
  .indexes([{ name: "IDX_post_process_settings_one_default", on: ["style_id"], unique: true, where: "is_default = true" }])
