import { model } from "@medusajs/framework/utils"

/** One answer to a short post-purchase or exit survey (spec: survey). */
export const SurveyAnswer = model
  .define("survey_answer", {
    id: model.id({ prefix: "survey" }).primaryKey(),
    kind: model.text().default("post-purchase"),
    question: model.text(),
    /** The answers as sent: a string, a list of choices, or a small object. */
    answers: model.json(),
    order_id: model.text().nullable(),
    account_id: model.text().nullable(),
    page: model.text().nullable(),
  })
  .indexes([{ on: ["kind"] }])
