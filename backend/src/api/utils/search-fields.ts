/**
 * The filters the list calls accept (GET /api/paintings, GET /api/styles), described for
 * the storefront's filter menus: each field's query name, kind, default and the values the
 * caller may use (admin-only values only for admins, "mine" only with an account).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import type { AccountContext } from "./account-context"
import { PAINTING_SCOPES, PAINTING_STATUSES, PAINTING_TYPES } from "../validators/painting"
import { STYLE_SCOPES } from "../validators/style"

export type SearchValue = { value: string; label: string }
export type SearchField =
  | { name: string; label: string; type: "enum"; default: string | null; values: SearchValue[] }
  | { name: string; label: string; type: "number"; default: number; min: number; max?: number }

const LABELS: Record<string, string> = {
  isPublic: "Public",
  isFeatured: "Featured",
  mine: "My artworks",
  all: "All (admin)",
  "image-to-image": "Image to image",
  paint: "Paint",
  "face-swap": "Face swap",
  idle: "Idle",
  queue: "Queued",
  "in-progress": "In progress",
  complete: "Complete",
  failed: "Failed",
}

const values = (list: readonly string[]): SearchValue[] => list.map((value) => ({ value, label: LABELS[value] ?? value }))

const paging = (perPage: number): SearchField[] => [
  { name: "page", label: "Page", type: "number", default: 1, min: 1 },
  { name: "perPage", label: "Per page", type: "number", default: perPage, min: 1, max: 100 },
]

/** GET /api/paintings?scope&type&styleId&status&page&perPage. */
export async function paintingSearchFields(
  scope: Pick<MedusaContainer, "resolve">,
  account: AccountContext | undefined
): Promise<SearchField[]> {
  const isAdmin = Boolean(account?.isAdmin)
  const scopes = PAINTING_SCOPES.filter((s) => (s === "all" ? isAdmin : s === "mine" ? Boolean(account) : true))
  const styles = await scope.resolve<PaintingModuleService>(PAINTING_MODULE).listStyles(isAdmin ? {} : { is_public: true }, {
    select: ["id", "title"],
    order: { order_index: "ASC", created_at: "ASC", id: "ASC" },
  })
  return [
    { name: "scope", label: "Show", type: "enum", default: "isPublic", values: values(scopes) },
    { name: "type", label: "Type", type: "enum", default: null, values: values(PAINTING_TYPES) },
    { name: "styleId", label: "Style", type: "enum", default: null, values: styles.map((s) => ({ value: s.id, label: s.title })) },
    { name: "status", label: "Status", type: "enum", default: null, values: values(PAINTING_STATUSES) },
    ...paging(12),
  ]
}

/** GET /api/styles?scope&page&perPage. */
export function styleSearchFields(account: AccountContext | undefined): SearchField[] {
  const scopes = STYLE_SCOPES.filter((s) => s !== "all" || Boolean(account?.isAdmin))
  return [{ name: "scope", label: "Show", type: "enum", default: "isFeatured", values: values(scopes) }, ...paging(12)]
}
