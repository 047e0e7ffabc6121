/**
 * GET /api/search: public paintings (by title), public styles (title, description) and
 * published articles (title, summary) in one ranked list. Every word must appear; a title
 * equal to the query ranks first, then titles starting with it, containing it, then words
 * in titles, then matches in descriptions only. Plain SQL ILIKE over our tables.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import type { SearchQuery } from "./search-query"

type Row = {
  type: "painting" | "style" | "article"
  id: string
  title: string | null
  text: string | null
  image: unknown
  slug: string | null
  date: Date
  score: number
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Score and filter SQL for one entity, given its title and haystack expressions. */
function matchSql(title: string, haystack: string, q: string, words: string[]) {
  const bindings: Knex.Value[] = []
  const score = [
    `CASE WHEN lower(coalesce(${title}, '')) = lower(?) THEN 100 WHEN ${title} ILIKE ? THEN 60 WHEN ${title} ILIKE ? THEN 40 ELSE 0 END`,
    ...words.map(() => `CASE WHEN ${title} ILIKE ? THEN 10 ELSE 0 END`),
  ].join(" + ")
  bindings.push(q, `${likeEscape(q)}%`, `%${likeEscape(q)}%`, ...words.map((w) => `%${likeEscape(w)}%`))
  const where = words.map(() => `(${haystack}) ILIKE ?`).join(" AND ")
  const whereBindings = words.map((w) => `%${likeEscape(w)}%`)
  return { score, where, bindings, whereBindings }
}

export async function searchCatalogue(container: Pick<MedusaContainer, "resolve">, { q, type, page, perPage }: SearchQuery) {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const words = [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8)
  const parts: { sql: string; bindings: Knex.Value[] }[] = []

  if (!type || type === "painting") {
    const m = matchSql("p.title", "coalesce(p.title, '')", q, words)
    parts.push({
      sql: `SELECT 'painting' AS type, p.id, p.title, NULL AS text, p.image, NULL AS slug, p.created_at AS date, (${m.score}) AS score
            FROM painting p WHERE p.deleted_at IS NULL AND p.is_public = true AND p.status = 'complete' AND ${m.where}`,
      bindings: [...m.bindings, ...m.whereBindings],
    })
  }
  if (!type || type === "style") {
    const m = matchSql("s.title", "s.title || ' ' || coalesce(s.description, '')", q, words)
    parts.push({
      sql: `SELECT 'style' AS type, s.id, s.title, s.description AS text, s.public_image AS image, s.slug, s.created_at AS date, (${m.score}) + 5 AS score
            FROM style s WHERE s.deleted_at IS NULL AND s.is_public = true AND ${m.where}`,
      bindings: [...m.bindings, ...m.whereBindings],
    })
  }
  if (!type || type === "article") {
    const m = matchSql("a.title", "a.title || ' ' || a.summary", q, words)
    parts.push({
      sql: `SELECT 'article' AS type, a.id, a.title, a.summary AS text, a.image, a.slug, a.published_at AS date, (${m.score}) + 3 AS score
            FROM article a WHERE a.deleted_at IS NULL AND a.is_published = true AND ${m.where}`,
      bindings: [...m.bindings, ...m.whereBindings],
    })
  }
  const union = parts.map((p) => `(${p.sql})`).join(" UNION ALL ")
  const bindings = parts.flatMap((p) => p.bindings)
  const [{ rows: countRows }, { rows }] = await Promise.all([
    knex.raw(`SELECT count(*) AS count FROM (${union}) found`, bindings) as Promise<{ rows: { count: string }[] }>,
    knex.raw(`SELECT * FROM (${union}) found ORDER BY score DESC, date DESC, id LIMIT ? OFFSET ?`, [
      ...bindings,
      perPage,
      (page - 1) * perPage,
    ]) as Promise<{ rows: Row[] }>,
  ])
  return {
    q,
    results: rows.map((r) => ({
      type: r.type,
      id: r.id,
      title: r.title,
      text: r.text,
      image: r.image ?? null,
      route: r.type === "painting" ? `/artwork/${r.id}` : r.type === "style" ? `/pet-portrait/${r.slug}` : `/articles/${r.slug}`,
      score: Number(r.score),
      dateCreated: new Date(r.date).toISOString(),
    })),
    count: Number(countRows[0]?.count ?? 0),
    page,
    perPage,
  }
}
