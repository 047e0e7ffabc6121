import { model } from "@medusajs/framework/utils"
import { StyleLayer } from "./style-layer"
import { PostProcessSettings } from "./post-process-settings"

/** An art style customers pick; its provider paints it and its layers post-process it. */
export const Style = model
  .define("style", {
    id: model.id({ prefix: "style" }).primaryKey(),
    type: model.enum(["image-to-image", "paint", "face-swap"]).default("image-to-image"),
    title: model.text().searchable(),
    slug: model.text().unique(),
    description: model.text().nullable(),
    provider: model.text().default("local"),
    allow_signature: model.boolean().default(false),
    is_public: model.boolean().default(true),
    is_featured: model.boolean().default(false),
    is_first: model.boolean().default(false),
    /** Prompt with the {description} placeholder for the photo's description. */
    prompt: model.text(),
    negative_prompt: model.text().nullable(),
    public_image: model.json().nullable(),
    demo_images: model.json().nullable(),
    order_index: model.number().default(0),
    /** The local engine's recipe name and parameters. */
    engine: model.json().nullable(),
    layers: model.hasMany(() => StyleLayer, { mappedBy: "style" }),
    post_process_settings: model.hasMany(() => PostProcessSettings, { mappedBy: "style" }),
  })
  .cascades({ delete: ["layers", "post_process_settings"] })
