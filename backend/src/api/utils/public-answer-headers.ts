/**
 * The headers of a public answer sent to a caller without a token, wherever it is sent from (the
 * route, or the front door for reads it has seen: front-door-reads.ts): a CDN or the browser may
 * keep it briefly and ask again with If-None-Match, and a shared cache must not hand it to a
 * caller who sends a token.
 */

/** Seconds a shared cache may serve an answer, then serve it stale while it asks again. */
const SHARED_MAX_AGE = 10
const STALE_WHILE_REVALIDATE = 30

export function publicAnswerHeaders(etag: string): Record<string, string> {
  return {
    "Cache-Control": `public, max-age=0, s-maxage=${SHARED_MAX_AGE}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`,
    Vary: "Authorization",
    ETag: etag,
  }
}
