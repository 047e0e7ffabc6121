import { MedusaService } from "@medusajs/framework/utils"
import { Review } from "./models/review"

/** Customer reviews and their moderation. MedusaService generates the CRUD methods (listReviews, updateReviews, ...). */
export default class ReviewsModuleService extends MedusaService({ Review }) {}
