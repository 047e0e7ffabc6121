import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { presentSurvey, type SurveyRecord } from "../../utils/present-content-admin"
import { parseQuery } from "../../utils/validate"
import { surveysQuery } from "../../validators/content-admin"

/** GET /api/surveys?kind&page&perPage (admin): survey answers, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { kind, page, perPage } = parseQuery(surveysQuery, req.query)
  const [answers, count] = await req.scope
    .resolve<PaintingModuleService>(PAINTING_MODULE)
    .listAndCountSurveyAnswers(kind ? { kind } : {}, { order: { created_at: "DESC" }, skip: (page - 1) * perPage, take: perPage })
  res.json({ surveys: answers.map((a) => presentSurvey(a as unknown as SurveyRecord)), count, page, perPage })
}
