/**
 * A shared page carries its stylesheets inside it (issue 21). Next.js links five small CSS
 * files from the head, and a browser paints nothing until it has asked for and received them:
 * on a phone's link that is a round trip and 23 KB before the first paint. A cached page puts
 * each file's text where its link was, so the HTML alone paints. React finds a page's
 * stylesheets by their links, so before it starts, the page's script loader adds each link back
 * disabled (never fetched; see scripts-after-first-paint.ts): React then knows the rules are
 * there and fetches the file neither after hydration nor on a later navigation. The link is
 * not in the HTML itself, where the browser's preload scanner would fetch it regardless.
 */

// Exactly the links Next renders for a page's CSS chunks.
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[\w./~-]+\.css)" data-precedence="next"\/>/g

/** The most CSS one page carries inline; past it, the rest stays linked. */
export const MOST_INLINE_CSS_BYTES = 256 * 1024

/** The text of a built stylesheet by its address, or null when there is none. */
export type ReadStylesheet = (href: string) => string | null

/** The attribute naming the stylesheet a style element stands for. */
export const INLINED_HREF = "data-inlined-href"

const RELATIVE_URL = /url\((["']?)(?!["']?(?:[a-z][\w+.-]*:|\/|#))([^"')]+)\1\)/gi

/** The stylesheet's relative `url(…)`s (its fonts) as absolute paths: they now resolve against the page. */
function withAbsoluteUrls(css: string, href: string): string {
  return css.replace(
    RELATIVE_URL,
    (_match, quote: string, url: string) => `url(${quote}${new URL(url, `http://build${href}`).pathname}${quote})`
  )
}

/** The page with its stylesheets inline, and the addresses of those it inlined. */
export function inlineStylesheets(html: string, read: ReadStylesheet): { html: string; inlined: string[] } {
  let bytes = 0
  const inlined: string[] = []
  const page = html.replace(STYLESHEET, (link, href: string) => {
    if (href.includes("..")) return link
    const css = read(href)
    // A stylesheet that could close the style element early stays a link.
    if (css === null || /<\/style/i.test(css) || bytes + css.length > MOST_INLINE_CSS_BYTES) return link
    bytes += css.length
    inlined.push(href)
    return `<style ${INLINED_HREF}="${href}">${withAbsoluteUrls(css, href)}</style>`
  })
  return { html: page, inlined }
}

/**
 * The page's `Link` header without its preloads of the inlined stylesheets (Next announces each
 * stylesheet there too, and a browser fetches a preload before it paints); undefined when
 * nothing is left.
 */
export function linkHeaderWithout(link: string | string[] | undefined, inlined: string[]): string | undefined {
  if (link === undefined) return undefined
  const kept = [link]
    .flat()
    .flatMap((value) => value.split(/,\s*(?=<)/))
    .filter((entry) => {
      const target = /^\s*<([^>]*)>/.exec(entry)?.[1]
      return !(target && inlined.includes(target) && /;\s*rel="?preload"?/i.test(entry))
    })
  return kept.length ? kept.join(", ") : undefined
}
