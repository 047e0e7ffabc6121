"use client"
/**
 * A shop picture (spec section 2, "Images"): no source → a soft placeholder; otherwise the size
 * tier follows the rendered width × devicePixelRatio (original ≥ 1900, high ≥ 1100, medium ≥
 * 600, low ≥ 200, else thumb), capped by the max-quality setting. The browser picks from a
 * srcset of the offered tiers; `src` is chooseImageTier's pick for the measured box. The box
 * keeps its aspect ratio while loading, so nothing shifts, and a picture still loading after
 * hydration fades in. `priority` (the page's main picture) is in the HTML and loads at once with
 * high priority; the others are asked for once the page is interactive and their box comes
 * within NEAR_VIEWPORT of the screen (issue 21): a browser's own lazy loading fetches pictures
 * well over a screen below, which on a phone's first visit is most of the page's bytes.
 * Until the picture arrives its box shows the set's inline placeholder (issue 24): the picture's
 * own colours, blurred, in the HTML itself, so a lazy picture below the fold is never an empty box.
 * A set with AVIF copies is a `<picture>` whose AVIF source the browser takes when it can.
 */
import { useEffect, useMemo, useRef, useState } from "react"
import type { ImageSet } from "@petshop/contract"
import { avifSrcSet, chooseImageTier, DEFAULT_MAX_QUALITY, readMaxQuality, tierSrcSet } from "@/lib/ui/image-tier"
import { useBrowserValue } from "@/lib/ui/use-browser-value"
import { BlurUp } from "./blur-up"
import styles from "./shop-image.module.css"

type Props = {
  image: ImageSet | string | null | undefined
  alt: string
  /** width / height; reserves the box before the picture arrives. */
  aspectRatio?: number
  /** The `sizes` attribute; lazy pictures default to their laid-out width. */
  sizes?: string
  priority?: boolean
  className?: string
}

/** How far outside the screen a picture's box may be when it is asked for (about a third of a phone's screen). */
export const NEAR_VIEWPORT = "250px 0px"

export function ShopImage({ image, alt, aspectRatio, sizes, priority = false, className }: Props) {
  const imgRef = useRef<HTMLImageElement>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  const [pending, setPending] = useState(false)
  // The browser's setting (localStorage); the default on the server and while hydrating.
  const maxQuality = useBrowserValue(readMaxQuality, DEFAULT_MAX_QUALITY)
  // The box's width in device pixels, once measured; until then the srcset lets the browser choose.
  const [measured, setMeasured] = useState(0)
  // A picture that is not the page's main one is asked for once the page is interactive: on a
  // phone's slow link the main picture and the scripts get the bandwidth first. Its box shows its
  // placeholder meanwhile. Only an effect (after hydration) asks, so hydration renders nothing
  // twice: a page of pictures re-rendered at once was one long task.
  // Once near the screen, for good: scrolling away again does not drop the picture.
  const [near, setNear] = useState(false)
  const deferred = !priority && !near

  useEffect(() => {
    const el = frameRef.current
    if (priority || near || !el) return
    // A browser without IntersectionObserver asks for every picture once interactive.
    if (typeof IntersectionObserver === "undefined") {
      const timer = setTimeout(() => setNear(true))
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: NEAR_VIEWPORT }
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [priority, near])

  // The picture's identity is its set's JSON; `set` is the same object for as long as that is.
  const key = !image ? "" : JSON.stringify(typeof image === "string" ? { original: image } : image)
  const set = useMemo(() => (key ? (JSON.parse(key) as ImageSet) : null), [key])

  // Another picture starts as not loaded and not failed (reset while rendering, not after).
  const [shownKey, setShownKey] = useState(key)
  if (key !== shownKey) {
    setShownKey(key)
    setLoaded(false)
    setFailed(false)
  }

  // Measured after the first paint (not in a layout effect), so a page of pictures paints
  // before any of them is measured; only a change of tier re-renders.
  useEffect(() => {
    const el = imgRef.current
    if (!el) return
    const measure = () => {
      const width = Math.round(el.getBoundingClientRect().width * (window.devicePixelRatio || 1))
      setMeasured((before) =>
        set && chooseImageTier(before || 600, set, maxQuality) === chooseImageTier(width, set, maxQuality) ? before : width
      )
    }
    measure()
    if (typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [set, maxQuality, deferred])

  // A picture that finished before hydration never fires onLoad for React. One still loading
  // is hidden now and fades in when it arrives; the server's HTML never hides a picture, so
  // what the browser paints before any script runs stays visible (the largest paint does not
  // wait for hydration).
  useEffect(() => {
    const el = imgRef.current
    if (!el) return
    if (el.complete && el.naturalWidth > 0) setLoaded(true)
    else setPending(true)
  }, [key, deferred])

  const ratioStyle = aspectRatio ? { aspectRatio: String(aspectRatio) } : undefined
  const tier = set ? chooseImageTier(measured || 600, set, maxQuality) : null
  const src = tier && set ? set[tier] : null

  if (!src || failed) {
    return (
      <div
        className={`${styles.frame} ${styles.placeholder} ${aspectRatio ? "" : styles.placeholderDefault} ${className ?? ""}`}
        style={ratioStyle}
        role="img"
        aria-label={alt}
        data-testid="image-placeholder"
      >
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className={styles.placeholderIcon}>
          <rect x="4" y="4" width="40" height="40" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <g fill="currentColor">
            <ellipse cx="24" cy="29" rx="6.5" ry="5.5" />
            <ellipse cx="16" cy="21.5" rx="2.6" ry="3.3" />
            <ellipse cx="20.8" cy="16.2" rx="2.6" ry="3.4" />
            <ellipse cx="27.2" cy="16.2" rx="2.6" ry="3.4" />
            <ellipse cx="32" cy="21.5" rx="2.6" ry="3.3" />
          </g>
        </svg>
      </div>
    )
  }

  const srcSet = set ? tierSrcSet(set, maxQuality) : undefined
  const avifSet = set ? avifSrcSet(set, maxQuality) : ""
  const sizesAttr = sizes ?? (priority ? "100vw" : "auto, 100vw")
  const fade = !priority
  const img = (
    <img
      ref={imgRef}
      key={avifSet ? undefined : key}
      src={src}
      srcSet={srcSet || undefined}
      sizes={sizesAttr}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={`${styles.img} ${fade ? styles.fade : ""}`}
      data-pending={(fade && pending) || undefined}
      data-loaded={loaded || !fade || undefined}
      data-tier={tier ?? undefined}
      onLoad={() => setLoaded(true)}
      onError={() => setFailed(true)}
    />
  )
  return (
    <div
      ref={frameRef}
      className={`${styles.frame} ${aspectRatio ? styles.fixed : ""} ${className ?? ""}`}
      style={ratioStyle}
      data-testid="shop-image"
    >
      {/* Gone once the picture is in: a blurred layer under it still costs every repaint. */}
      {!loaded && <BlurUp placeholder={set?.placeholder} />}
      {!deferred &&
        (avifSet ? (
          // Another picture is another <picture>: the browser chooses its source once per element.
          <picture key={key} className={styles.picture}>
            <source type="image/avif" srcSet={avifSet} sizes={sizesAttr} />
            {img}
          </picture>
        ) : (
          img
        ))}
    </div>
  )
}
