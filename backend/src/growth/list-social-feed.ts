/** GET /api/social-feed: recent public, finished paintings with their post routes and share links. */
import type { MedusaContainer } from "@medusajs/framework/types"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { PAINTING_FIELDS, presentPaintings, type PaintingRecord } from "../api/utils/present-painting"
import { readShopEnv } from "../config/shop-env"

export async function listSocialFeed(container: Pick<MedusaContainer, "resolve">, { page, perPage }: { page: number; perPage: number }) {
  const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [paintings, count] = await service.listAndCountPaintings(
    { is_public: true, status: "complete" },
    { select: PAINTING_FIELDS, order: { created_at: "DESC" }, skip: (page - 1) * perPage, take: perPage }
  )
  const styleIds = [...new Set(paintings.map((p) => p.style_id))]
  const styles = styleIds.length ? await service.listStyles({ id: styleIds }, { select: ["id", "title"], withDeleted: true }) : []
  const byId = new Map(styles.map((s) => [s.id, s]))
  const host = readShopEnv().STOREFRONT_URL.replace(/\/+$/, "")
  const presented = await presentPaintings(container, paintings as unknown as PaintingRecord[], () => false)
  return {
    paintings: presented.map((shown) => ({
      ...shown,
      styleTitle: byId.get(shown.style)?.title ?? null,
      shareUrl: `${host}${shown.routes.post}`,
    })),
    count,
    page,
    perPage,
  }
}
