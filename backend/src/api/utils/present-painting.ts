import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import type { FractionBox, ImageSet, Painting, PaintingStatus, Picture, ProgressFrame } from "@petshop/contract"
import { signedImage, signedProductionImage } from "../../commerce/files/private-file-links"
import type { PaintingRecord } from "../../paintings/painting-record"
import { styleRoute } from "./present-style"

export { PAINTING_FIELDS, type PaintingRecord } from "../../paintings/painting-record"

/** What a painting's answer names beyond its record: its style's one route and its owner's account id. */
export type PaintingLinks = { styleRoute: string; account: string | null }

/**
 * `account` (the owner's account id) is shown to the owner and admins only; everyone else gets
 * `account: null`, so a shared painting does not say who made it. Clean pictures (noWatermark,
 * noWatermarkHq, productionImage) only with `clean` (staff, and buyers of an order with the
 * painting: commerce/orders/order-paintings.ts), as short-lived signed links to private files;
 * everyone else, its owner before buying included, sees the watermarked `image` and progress.
 * `routes.style` is the style's own route (`styleRoute`), the same in every answer.
 */
export function presentPainting(p: PaintingRecord, opts: { owner: boolean; clean?: boolean; links: PaintingLinks }): Painting {
  const clean = Boolean(opts.clean)
  return {
    id: p.id,
    uuid: p.id,
    dateCreated: new Date(p.created_at).toISOString(),
    title: p.title,
    signature: p.signature,
    photo: p.photo_id,
    style: p.style_id,
    negativePrompt: p.negative_prompt,
    isDemo: p.is_demo,
    isFeatured: p.is_featured,
    isPublic: p.is_public,
    account: opts.owner ? opts.links.account : null,
    status: p.status as PaintingStatus,
    failureReason: p.failure_reason,
    image: (p.image ?? null) as ImageSet | null,
    productionImage: clean ? (signedProductionImage(p.production_image) as Picture | null) : null,
    noWatermark: clean ? (signedImage(p.no_watermark) as Picture | null) : null,
    noWatermarkHq: clean ? (signedImage(p.no_watermark_hq) as Picture | null) : null,
    progressImage: (p.progress_image ?? null) as ProgressFrame | null,
    showcase: p.showcase ?? null,
    dimensions: { width: p.width, height: p.height },
    crop: opts.owner ? ((p.crop ?? null) as FractionBox | null) : null,
    routes: {
      page: `/artwork/${p.id}`,
      post: `/artwork/${p.id}/post`,
      style: opts.links.styleRoute,
    },
  }
}

type Scope = Pick<MedusaContainer, "resolve">
type Linked = Pick<PaintingRecord, "id" | "style_id">

/**
 * The links of these paintings, for presentPainting: their styles' routes (a deleted style's
 * is its hidden page, which answers not found) and, where `showsAccount` says the answer shows
 * it, the account owning each, through the painting's customer (none for a painting its owner
 * deleted: only its current links are read, never the ones a login moved to the account it
 * logged in to).
 */
export async function loadPaintingLinks<P extends Linked>(
  scope: Scope,
  paintings: P[],
  showsAccount: (p: P) => boolean = () => true
): Promise<(p: Linked) => PaintingLinks> {
  // The owner's account is read only where the answer shows it: a stranger's gallery or share
  // link needs none of those reads (through the customer to the account, five module reads).
  const ids = [...new Set(paintings.filter(showsAccount).map((p) => p.id))]
  const styleIds = [...new Set(paintings.map((p) => p.style_id))]
  const [styles, owners] = await Promise.all([
    styleIds.length
      ? scope.resolve<PaintingModuleService>(PAINTING_MODULE).listStyles({ id: styleIds }, { select: ["id", "slug", "is_public"] })
      : [],
    ids.length
      ? scope
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "painting", fields: ["id", "customer.account.id"], filters: { id: ids } })
      : { data: [] },
  ])
  const routes = new Map(styles.map((s) => [s.id, styleRoute(s)]))
  const accounts = new Map(
    (owners.data as { id: string; customer?: { account?: { id: string } | null } | null }[]).map((p) => [
      p.id,
      p.customer?.account?.id ?? null,
    ])
  )
  return (p) => ({
    styleRoute: routes.get(p.style_id) ?? styleRoute({ id: p.style_id, slug: "", is_public: false }),
    account: accounts.get(p.id) ?? null,
  })
}

/**
 * Paintings presented with their links; `owner(p)` says who sees the account (its owner, admins),
 * `clean(p)` who gets the clean pictures (staff and buyers; paintings/clean-files.ts).
 */
export async function presentPaintings(
  scope: Scope,
  paintings: PaintingRecord[],
  owner: (p: PaintingRecord) => boolean,
  clean: (p: PaintingRecord) => boolean = () => false
): Promise<Painting[]> {
  const links = await loadPaintingLinks(scope, paintings, owner)
  return paintings.map((p) => presentPainting(p, { owner: owner(p), clean: clean(p), links: links(p) }))
}

/** One painting presented with its links. */
export async function presentOnePainting(scope: Scope, painting: PaintingRecord, owner: boolean, clean = false): Promise<Painting> {
  const [presented] = await presentPaintings(
    scope,
    [painting],
    () => owner,
    () => clean
  )
  return presented
}
