import type { MedusaContainer } from "@medusajs/framework/types"
import { readShopEnv } from "../../config/shop-env"
import type { SocialFeedPage } from "../../growth/list-social-feed"
import { presentPaintings } from "./present-painting"

/** GET /api/social-feed's answer: the paintings as everyone sees them, with their style's title and a share link to the post. */
export async function presentSocialFeed(scope: Pick<MedusaContainer, "resolve">, feed: SocialFeedPage) {
  const host = readShopEnv().STOREFRONT_URL.replace(/\/+$/, "")
  const presented = await presentPaintings(scope, feed.paintings, () => false)
  return {
    paintings: presented.map((shown, i) => ({
      ...shown,
      styleTitle: feed.styleTitle(feed.paintings[i]!),
      shareUrl: `${host}${shown.routes.post}`,
    })),
    count: feed.count,
    page: feed.page,
    perPage: feed.perPage,
  }
}
