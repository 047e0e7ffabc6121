import { model } from "@medusajs/framework/utils"

/**
 * An uploaded pet photo. The original is kept privately in the File Module; the worker
 * writes the image tiers and the analysis (subject, colours, description).
 */
export const Photo = model
  .define("photo", {
    id: model.id({ prefix: "photo" }).primaryKey(),
    status: model.enum(["uploaded", "analysing", "analysed", "failed"]).default("uploaded"),
    /** File Module id of the private original. */
    original_file_id: model.text(),
    original_name: model.text().nullable(),
    mime_type: model.text(),
    size_bytes: model.number(),
    width: model.number().nullable(),
    height: model.number().nullable(),
    /** Image object: original, high, medium, low, thumb, each { webp, jpeg, width, height }. */
    image: model.json().nullable(),
    description: model.text().nullable(),
    /** { kind: dog | cat | person, score, box: { x, y, width, height } } in 0..1 of the image. */
    subject: model.json().nullable(),
    subjects: model.json().nullable(),
    colors: model.json().nullable(),
    orientation: model.enum(["landscape", "portrait", "square"]).nullable(),
    failure_reason: model.text().nullable(),
    /**
     * The style sampler's pictures of the photo (issue 25): { total, samples: { [style id]: { file_id,
     * width, height, sketch } } }. Watermarked, private, deleted with the photo; not paintings.
     */
    style_samples: model.json().nullable(),
  })
  .indexes([{ on: ["status"] }])
