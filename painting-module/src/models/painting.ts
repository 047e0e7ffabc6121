import { model } from "@medusajs/framework/utils"

/** A painting of a photo in a style. The owner, cart line and order are module links. */
export const Painting = model
  .define("painting", {
    id: model.id({ prefix: "paint" }).primaryKey(),
    title: model.text().nullable(),
    signature: model.text().nullable(),
    photo_id: model.text(),
    style_id: model.text(),
    negative_prompt: model.text().nullable(),
    prompt: model.text().nullable(),
    status: model.enum(["idle", "queue", "in-progress", "complete", "failed"]).default("idle"),
    failure_reason: model.text().nullable(),
    is_demo: model.boolean().default(false),
    is_featured: model.boolean().default(false),
    is_public: model.boolean().default(false),
    width: model.number().default(512),
    height: model.number().default(768),
    seed: model.number().default(1),
    /** The crop of the photo it is painted from, { x, y, width, height } in 0..1 of the upright photo (issue 22). */
    crop: model.json().nullable(),
    /** Image objects (tiers) of the watermarked preview and the clean images. */
    image: model.json().nullable(),
    no_watermark: model.json().nullable(),
    no_watermark_hq: model.json().nullable(),
    production_image: model.json().nullable(),
    progress_image: model.json().nullable(),
    showcase: model.json().nullable(),
    /** What each post-process layer did, in order. */
    history: model.json().nullable(),
    hq_requested: model.boolean().default(false),
  })
  .indexes([{ on: ["status"] }, { on: ["photo_id"] }, { on: ["style_id"] }])
