import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { currentAccount } from "../../utils/account-context"
import { countAttempt } from "../../utils/rate-limit"
import { createSurveyAnswerWorkflow } from "../../../workflows/content/create-survey-answer"
import type { CreateSurveyBody } from "../../validators/content-admin"

/** POST /api/survey {kind?, question, answers, orderId?, page?} (anyone; ten an hour per account or address). */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = (req as MedusaRequest & { validatedBody: CreateSurveyBody }).validatedBody
  const account = currentAccount(req)
  await countAttempt(`survey:${account?.id ?? req.ip ?? "unknown"}`, 10, 60 * 60)
  const { result: answer } = await createSurveyAnswerWorkflow(req.scope).run({
    input: {
      kind: body.kind,
      question: body.question,
      answers: body.answers as Record<string, unknown>,
      order_id: body.orderId ?? null,
      account_id: account?.id ?? null,
      page: body.page ?? null,
    },
  })
  res.status(201).json({ id: answer.id, message: "Thank you!" })
}
