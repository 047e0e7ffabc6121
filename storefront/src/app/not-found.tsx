/** A page that does not exist: a friendly way back to the gallery and the styles. */
import type { Metadata } from "next"
import Link from "next/link"
import { STYLE_TITLES } from "@/components/shell/site-footer"
import { ShopImage } from "@/components/ui/shop-image"
import { stylePath } from "@/lib/catalogue/style-slug"
import { loadStyleTeasers } from "@/lib/ui/load-style-teasers"

export const metadata: Metadata = { title: "Page not found", robots: { index: false } }

export default async function NotFound() {
  const teasers = await loadStyleTeasers(6)
  return (
    <div className="lost-page" data-testid="not-found">
      <p className="eyebrow">404</p>
      <h1>This page has wandered off.</h1>
      <p className="lost-lead">
        We could not find what you were looking for. It may have moved, or the link may be mistyped. The paintings are still right here,
        though.
      </p>
      <div className="button-row" style={{ justifyContent: "center" }}>
        <Link href="/portraits" className="button">
          Browse the gallery
        </Link>
        <Link href="/pet-portraits" className="button-secondary">
          See all styles
        </Link>
      </div>

      <h2 className="lost-subhead">Or pick a style</h2>
      {teasers.length > 0 ? (
        <ul className="lost-grid">
          {teasers.map((t) => (
            <li key={t.route}>
              <Link href={t.route} className="lost-card">
                <ShopImage
                  image={t.image}
                  alt={`${t.title} pet portrait example`}
                  aspectRatio={t.aspectRatio}
                  sizes="(max-width: 480px) 45vw, 210px"
                />
                <span>{t.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="lost-chips">
          {STYLE_TITLES.map((title) => (
            <li key={title}>
              <Link href={stylePath(title)}>{title}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
