/**
 * A shared page's framework chunks are asked for after its first paint: the head no longer
 * fetches them, and the loader that replaces them adds each chunk once, when the page's first
 * contentful paint is reported, or after 3 s at the latest; first it gives each inlined
 * stylesheet its link back, disabled, for React to find.
 */
import { runInNewContext } from "node:vm"
import { describe, expect, it } from "vitest"
import { LATEST_START_MS, scriptsAfterFirstPaint } from "../scripts-after-first-paint"

const NEXT_PAGE =
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>` +
  `<script src="/_next/static/chunks/react-dom.js" async=""></script><script src="/_next/static/chunks/app.js" async=""></script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>` +
  `<body><h1>Pet portraits</h1><script>self.__next_f.push([1,"payload"])</script>` +
  `<script src="/_next/static/chunks/runtime.js" async=""></script></body></html>`

const CHUNKS = [
  "stylesheet /_next/static/chunks/site.css disabled next",
  "/_next/static/chunks/react-dom.js",
  "/_next/static/chunks/app.js",
  "/_next/static/chunks/runtime.js",
]

/**
 * Runs the page's loader in a stand-in browser whose load event, paint timing and timers the
 * test fires; `paintTiming: false` is a browser that cannot report paints.
 */
function runLoader(html: string, { readyState = "interactive", paintTiming = true, mainPictureLoading = false } = {}) {
  const loader = [...html.matchAll(/<script>(\(function\(c\)[\s\S]*?)<\/script>/g)].map((m) => m[1])
  expect(loader).toHaveLength(1)
  const added: string[] = []
  const onLoad: (() => void)[] = []
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = []
  const timers: { fn: () => void; ms: number }[] = []
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"]
    constructor(private callback: (typeof observers)[number]) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true })
      observers.push(this.callback)
    }
  }
  // The page has one inlined stylesheet; its link comes back disabled, right after it, before any chunk.
  const inlined = {
    getAttribute: (name: string) => (name === "data-inlined-href" ? "/_next/static/chunks/site.css" : null),
    after: (link: { rel: string; disabled: boolean; href: string; attributes: Record<string, string> }) =>
      added.push(`${link.rel} ${link.href} ${link.disabled ? "disabled" : "enabled"} ${link.attributes["data-precedence"]}`),
  }
  // The page's main picture (fetchpriority="high"): already in, or still loading until the test says.
  const pictureListeners: Record<string, () => void> = {}
  const mainPicture = {
    complete: !mainPictureLoading,
    addEventListener: (type: string, fn: () => void) => (pictureListeners[type] = fn),
  }
  const document = {
    readyState,
    querySelectorAll: (selector: string) =>
      selector === "style[data-inlined-href]" ? [inlined] : selector === 'img[fetchpriority="high"]' ? [mainPicture] : [],
    createElement: () => ({
      src: "",
      async: false,
      rel: "",
      href: "",
      disabled: false,
      attributes: {} as Record<string, string>,
      setAttribute(n: string, v: string) {
        this.attributes[n] = v
      },
    }),
    head: { appendChild: (el: { src: string; async: boolean }) => (expect(el.async).toBe(true), added.push(el.src)) },
  }
  runInNewContext(loader[0], {
    document,
    PerformanceObserver,
    addEventListener: (type: string, fn: () => void) => type === "load" && onLoad.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  })
  const paint = (name: string) => observers.forEach((fn) => fn({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }))
  const pictureArrives = (outcome: "load" | "error") => pictureListeners[outcome]?.()
  return { added, load: () => onLoad.forEach((fn) => fn()), paint, timers, pictureArrives }
}

describe("a shared page's scripts after its first paint", () => {
  it("takes Next's chunks and their preload out of the page and loads them from one inline loader at the end of the body", () => {
    const html = scriptsAfterFirstPaint(NEXT_PAGE)
    expect(html).not.toContain(`async=""`)
    expect(html).not.toContain(`rel="preload" as="script"`)
    // What is not a chunk stays as it was: the stylesheet, the polyfill for old browsers, the inline payload.
    expect(html).toContain(`<link rel="stylesheet" href="/_next/static/chunks/a.css"/>`)
    expect(html).toContain(`<script src="/_next/static/chunks/polyfills.js" noModule=""></script>`)
    expect(html).toContain(`<script>self.__next_f.push([1,"payload"])</script>`)
    expect(html.indexOf("(function(c)")).toBeGreaterThan(html.indexOf("<h1>Pet portraits</h1>"))
    expect(html.endsWith("</script></body></html>")).toBe(true)
  })

  it("adds every chunk once, in page order, when the page's first contentful paint is reported", () => {
    const browser = runLoader(scriptsAfterFirstPaint(NEXT_PAGE))
    browser.paint("first-paint")
    // Painted, but nothing contentful yet.
    expect(browser.added).toEqual([])
    browser.paint("first-contentful-paint")
    expect(browser.added).toEqual(CHUNKS)
    // Later paints, the load and the latest-start timer do not load them twice.
    browser.paint("first-contentful-paint")
    browser.load()
    for (const t of browser.timers) t.fn()
    expect(browser.added).toEqual(CHUNKS)
  })

  it("waits for the page's main picture when it is still loading at the first paint (the largest paint comes with it)", () => {
    const slow = runLoader(scriptsAfterFirstPaint(NEXT_PAGE), { mainPictureLoading: true })
    slow.paint("first-contentful-paint")
    expect(slow.added).toEqual([])
    slow.pictureArrives("load")
    expect(slow.added).toEqual(CHUNKS)

    const broken = runLoader(scriptsAfterFirstPaint(NEXT_PAGE), { mainPictureLoading: true })
    broken.paint("first-contentful-paint")
    broken.pictureArrives("error")
    expect(broken.added).toEqual(CHUNKS)
  })

  it("waits for the load in a browser that cannot report paints, or starts at once when the page has loaded already", () => {
    const noPaintTiming = runLoader(scriptsAfterFirstPaint(NEXT_PAGE), { paintTiming: false })
    expect(noPaintTiming.added).toEqual([])
    noPaintTiming.load()
    expect(noPaintTiming.added).toEqual(CHUNKS)

    const loaded = runLoader(scriptsAfterFirstPaint(NEXT_PAGE), { paintTiming: false, readyState: "complete" })
    expect(loaded.added).toEqual(CHUNKS)
  })

  it("starts after 3 s in a tab that never paints, loaded or not", () => {
    const background = runLoader(scriptsAfterFirstPaint(NEXT_PAGE))
    background.load()
    expect(background.added).toEqual([])
    const latest = background.timers.find((t) => t.ms === LATEST_START_MS)!
    expect(LATEST_START_MS).toBe(3000)
    latest.fn()
    expect(background.added).toEqual(CHUNKS)
  })

  it("leaves a page without Next's chunks, or without a body, as it is", () => {
    const plain = `<!DOCTYPE html><html><body><h1>Not found</h1><script>self.__nf=1</script></body></html>`
    expect(scriptsAfterFirstPaint(plain)).toBe(plain)
    const fragment = `<script src="/_next/static/chunks/app.js" async=""></script>`
    expect(scriptsAfterFirstPaint(fragment)).toBe(fragment)
    const nonced = `<html><body><script src="/_next/static/chunks/app.js" async="" nonce="abc"></script></body></html>`
    expect(scriptsAfterFirstPaint(nonced)).toBe(nonced)
  })

  it("keeps a preload of a script that is not one of the page's chunks", () => {
    const html = NEXT_PAGE.replace(`href="/_next/static/chunks/runtime.js"/>`, `href="/_next/static/chunks/lazy.js"/>`)
    expect(scriptsAfterFirstPaint(html)).toContain(`href="/_next/static/chunks/lazy.js"/>`)
  })
})
