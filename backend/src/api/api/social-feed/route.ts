import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listSocialFeed } from "../../../growth/list-social-feed"
import { presentSocialFeed } from "../../utils/present-social-feed"
import { parseQuery } from "../../utils/validate"
import { socialFeedQuery } from "../../validators/growth"

/** GET /api/social-feed?page&perPage (everyone): recent public paintings, newest first, with post routes and share links. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await presentSocialFeed(req.scope, await listSocialFeed(req.scope, parseQuery(socialFeedQuery, req.query))))
}
