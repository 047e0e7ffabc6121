import { MedusaService } from "@medusajs/framework/utils"
import { Article } from "./models/article"
import { StaticAsset } from "./models/static-asset"
import { SurveyAnswer } from "./models/survey-answer"

/**
 * The site's content and the feedback visitors send: articles, named static images, and
 * survey answers. MedusaService generates the CRUD methods (listArticles, createSurveyAnswers, ...).
 */
export default class ContentModuleService extends MedusaService({ Article, StaticAsset, SurveyAnswer }) {}
