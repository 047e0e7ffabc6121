/**
 * A shared page's framework scripts start after the page has painted (issue 21). Next.js puts
 * its chunks in the head as async scripts (and preloads one), so a phone fetches and runs about
 * 150 KB of script while it is still trying to show the page: the largest picture paints after
 * React has booted. A cached public page is whole HTML that reads without script, so its chunks
 * are asked for by one small inline loader once the page's first contentful paint is on screen
 * (the browser's paint timing says so; a browser without it waits for the page's load) and its
 * main pictures (`fetchpriority="high"`, the largest paint) are in, or after 3 s at the latest,
 * for a tab opened in the background, which paints nothing. They are
 * asked for before the page's load event where the paint comes first, so the load still means
 * "ready to use". The page then hydrates as before. The loader is an inline script like Next's
 * own, so the page's hash policy allows it.
 */
import { INLINED_HREF } from "./inline-stylesheets"

// Exactly what Next renders for its chunks; anything else (a nonce, a module, a polyfill) stays.
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[\w./~-]+\.js)" async=""><\/script>/g
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[\w./~-]+\.js)"\/>/g

/** Milliseconds after which the chunks are asked for whatever the page has shown. */
export const LATEST_START_MS = 3000

// Before the chunks, each inlined stylesheet gets its link back, disabled, for React to find.
function loaderOf(chunks: string[]): string {
  return (
    `<script>(function(c){var s=0;function go(){if(s)return;s=1;` +
    `document.querySelectorAll("style[${INLINED_HREF}]").forEach(function(t){var k=document.createElement("link");` +
    `k.rel="stylesheet";k.disabled=true;k.setAttribute("data-precedence","next");k.href=t.getAttribute("${INLINED_HREF}");t.after(k)});` +
    `c.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
    `function main(f){var m=[].slice.call(document.querySelectorAll('img[fetchpriority="high"]')).filter(function(i){return!i.complete}),n=m.length;` +
    `if(!n)return f();m.forEach(function(i){function d(){if(--n===0)f()}i.addEventListener("load",d);i.addEventListener("error",d)})}` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;` +
    `new PerformanceObserver(function(x){if(x.getEntriesByName("first-contentful-paint").length)main(go)})` +
    `.observe({type:"paint",buffered:true})}` +
    `catch(e){if(document.readyState==="complete")go();else addEventListener("load",go)}` +
    `setTimeout(go,${LATEST_START_MS})})(${JSON.stringify(chunks)})</script>`
  )
}

/** The page with its Next chunks loaded after the first paint; a page without chunks or body is returned unchanged. */
export function scriptsAfterFirstPaint(html: string): string {
  if (!html.includes("</body>")) return html
  const chunks: string[] = []
  let page = html.replace(CHUNK_SCRIPT, (_tag, src: string) => (chunks.push(src), ""))
  if (!chunks.length) return html
  // A preload of one of those chunks would fetch it before the paint all the same.
  page = page.replace(CHUNK_PRELOAD, (tag, src: string) => (chunks.includes(src) ? "" : tag))
  const at = page.lastIndexOf("</body>")
  return page.slice(0, at) + loaderOf([...new Set(chunks)]) + page.slice(at)
}
