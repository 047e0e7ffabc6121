import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createSurveyAnswerStep, type SurveyAnswerValues } from "./steps/create-survey-answer"

/** A visitor's answer to a short post-purchase or exit survey. */
export const createSurveyAnswerWorkflow = createWorkflow("create-survey-answer", (input: SurveyAnswerValues) => {
  const answer = createSurveyAnswerStep(input)
  return new WorkflowResponse(answer)
})
