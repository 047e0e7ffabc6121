import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE, type ContentModuleService } from "../../../modules/content"

export type SurveyAnswerValues = {
  kind: string
  question: string
  answers: Record<string, unknown>
  order_id: string | null
  account_id: string | null
  page: string | null
}

/** Stores one survey answer; compensation deletes it. */
export const createSurveyAnswerStep = createStep(
  "create-survey-answer-record",
  async (values: SurveyAnswerValues, { container }) => {
    const answer = await container.resolve<ContentModuleService>(CONTENT_MODULE).createSurveyAnswers(values)
    return new StepResponse(answer, answer.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ContentModuleService>(CONTENT_MODULE).deleteSurveyAnswers(id)
  }
)
