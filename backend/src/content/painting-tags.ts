/** Tags on paintings: listing with counts, reading a painting's tags, and resolving names from a PATCH. */
import type { MedusaContainer } from "@medusajs/framework/types"
import type { Tag } from "@petshop/contract"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { DomainError } from "../lib/errors"
import { slugify } from "./slugify"

type Scope = Pick<MedusaContainer, "resolve">

export type TagRecord = { id: string; name: string; slug: string; created_at?: Date | string }

/** A tag as the shop shows it, with the number of its paintings when counted. */
export function presentTag(t: TagRecord, paintings?: number): Tag {
  return { id: t.id, name: t.name, slug: t.slug, ...(paintings !== undefined ? { paintings } : {}) }
}

export async function listTagsWithCounts(scope: Scope) {
  const service = scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const tags = (await service.listTags({}, { order: { name: "ASC" } })) as unknown as TagRecord[]
  const links = tags.length ? await service.listPaintingTags({ tag_id: tags.map((t) => t.id) }, { select: ["tag_id"] }) : []
  const counts = new Map<string, number>()
  for (const l of links) counts.set(l.tag_id, (counts.get(l.tag_id) ?? 0) + 1)
  return tags.map((t) => presentTag(t, counts.get(t.id) ?? 0))
}

/** The tags of one painting, by name. */
export async function tagsOfPainting(scope: Scope, paintingId: string) {
  const service = scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const links = await service.listPaintingTags({ painting_id: paintingId }, { select: ["tag_id"] })
  if (!links.length) return []
  const tags = (await service.listTags({ id: links.map((l) => l.tag_id) }, { order: { name: "ASC" } })) as unknown as TagRecord[]
  return tags.map((t) => presentTag(t))
}

/** Tag ids for the given ids, slugs or names; an unknown one is a 400 on `tags`. */
export async function resolveTagIds(scope: Scope, refs: string[]): Promise<string[]> {
  if (!refs.length) return []
  const service = scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const all = (await service.listTags({}, { select: ["id", "slug", "name"] })) as unknown as TagRecord[]
  const ids: string[] = []
  for (const ref of refs) {
    const tag = all.find((t) => t.id === ref || t.slug === slugify(ref))
    if (!tag) throw DomainError.invalid("tags", `Tag not found: ${ref.slice(0, 50)}.`)
    if (!ids.includes(tag.id)) ids.push(tag.id)
  }
  return ids
}
