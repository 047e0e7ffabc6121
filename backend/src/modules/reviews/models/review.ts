import { model } from "@medusajs/framework/utils"

/** A customer review (spec: GET /api/reviews?scope). Featured ones are shown on the home page. */
export const Review = model
  .define("review", {
    id: model.id({ prefix: "rev" }).primaryKey(),
    name: model.text(),
    /** 1 to 5 stars. */
    rating: model.number(),
    text: model.text(),
    /** Image objects of photos the customer sent with the review. */
    images: model.json().nullable(),
    /** The painting reviewed, when known. */
    painting_id: model.text().nullable(),
    /** The account that wrote it (reviews sent through POST /api/review); none for seeded ones. */
    account_id: model.text().nullable(),
    /** The author had placed an order when writing it. */
    verified_purchase: model.boolean().default(false),
    /** New reviews from customers wait for moderation (false); seeded ones are published. */
    is_published: model.boolean().default(true),
    is_featured: model.boolean().default(false),
    /** The date shown with the review (dateCreated). */
    published_at: model.dateTime(),
  })
  .indexes([{ on: ["is_published", "is_featured"] }])
