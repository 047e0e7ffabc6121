/** The social feed: recent public, finished paintings, newest first, with their styles' titles. */
import type { MedusaContainer } from "@medusajs/framework/types"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { PAINTING_FIELDS, type PaintingRecord } from "../paintings/painting-record"

export type SocialFeedPage = {
  paintings: PaintingRecord[]
  /** Each painting's style title, deleted styles included; null when the style is gone for good. */
  styleTitle: (p: PaintingRecord) => string | null
  count: number
  page: number
  perPage: number
}

export async function listSocialFeed(
  container: Pick<MedusaContainer, "resolve">,
  { page, perPage }: { page: number; perPage: number }
): Promise<SocialFeedPage> {
  const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [paintings, count] = await service.listAndCountPaintings(
    { is_public: true, status: "complete" },
    { select: PAINTING_FIELDS, order: { created_at: "DESC", id: "DESC" }, skip: (page - 1) * perPage, take: perPage }
  )
  const styleIds = [...new Set(paintings.map((p) => p.style_id))]
  const styles = styleIds.length ? await service.listStyles({ id: styleIds }, { select: ["id", "title"], withDeleted: true }) : []
  const titles = new Map(styles.map((s) => [s.id, s.title]))
  return {
    paintings: paintings as unknown as PaintingRecord[],
    styleTitle: (p) => titles.get(p.style_id) ?? null,
    count,
    page,
    perPage,
  }
}
