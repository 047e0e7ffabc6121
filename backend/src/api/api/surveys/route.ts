import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CONTENT_MODULE, type ContentModuleService } from "../../../modules/content"
import { presentSurvey, type SurveyRecord } from "../../utils/present-content-admin"
import { parseQuery } from "../../utils/validate"
import { surveysQuery } from "../../validators/content-admin"

/** GET /api/surveys?kind&page&perPage (admin): survey answers, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { kind, page, perPage } = parseQuery(surveysQuery, req.query)
  const [answers, count] = await req.scope.resolve<ContentModuleService>(CONTENT_MODULE).listAndCountSurveyAnswers(kind ? { kind } : {}, {
    order: { created_at: "DESC", id: "DESC" },
    skip: (page - 1) * perPage,
    take: perPage,
  })
  res.json({ surveys: answers.map((a) => presentSurvey(a as unknown as SurveyRecord)), count, page, perPage })
}
