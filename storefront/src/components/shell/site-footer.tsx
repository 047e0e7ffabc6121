/** The site footer (spec section 2): Company, Guides and Products links, and the support mailto. */
import Link from "next/link"
import { stylePath } from "@/lib/catalogue/style-slug"
import styles from "./site-footer.module.css"
import { countedStyles } from "@/lib/catalogue/style-count"
import { fetchStyles } from "@/lib/catalogue/fetch-styles"

export const SUPPORT_EMAIL = "support@petportraits.test"

/** The catalogue's styles in its order, for when the backend cannot be asked (GET /api/styles?scope=isPublic). */
export const STYLE_TITLES = [
  "Minimalist",
  "Watercolor",
  "Impasto",
  "Dark Backgrounds",
  "Impressionist",
  "Synthwave",
  "Cosmic/Ethereal",
  "Surreal",
  "Caricature",
  "Chromaflare Expressionism",
  "Oil",
  "Heartstring Realism",
  "Imaginative Collage",
] as const

const COMPANY = [
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/reviews", label: "Reviews" },
  { href: "/refer", label: "Refer a friend" },
  { href: "/legal/privacy", label: "Privacy policy" },
  { href: "/legal/terms", label: "Terms and conditions" },
]

const GUIDES = [
  { href: "/faq", label: "FAQ" },
  { href: "/guide", label: "Guide" },
  { href: "/articles/the-art-of-timing", label: "The art of timing" },
  { href: "/articles/caring-for-your-canvas", label: "Caring for your canvas" },
]

export async function SiteFooter() {
  // The shop's own list: its number and titles follow the styles the admin shows.
  const list = await fetchStyles("isPublic")
  const shown = list.ok ? list.data.styles.map((s) => ({ href: s.route, label: s.title })) : null
  const styleLinks = shown ?? STYLE_TITLES.map((title) => ({ href: stylePath(title), label: title }))
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link href="/" className={styles.brand}>
            Custom Pet Portraits
          </Link>
          <p>Your pet, painted in one of {countedStyles(shown?.length)} and printed on museum-grade canvas.</p>
          <p>
            Questions about an order or a painting?{" "}
            <a href={`mailto:${SUPPORT_EMAIL}`} className={styles.mail}>
              Email us
            </a>
          </p>
        </div>
        <nav aria-labelledby="footer-company" className={styles.column}>
          <h2 id="footer-company">Company</h2>
          <LinkList links={COMPANY} />
        </nav>
        <nav aria-labelledby="footer-guides" className={styles.column}>
          <h2 id="footer-guides">Guides</h2>
          <LinkList links={GUIDES} />
        </nav>
        <nav aria-labelledby="footer-products" className={`${styles.column} ${styles.products}`}>
          <h2 id="footer-products">Products</h2>
          <LinkList links={[{ href: "/portraits", label: "Gallery" }, ...styleLinks]} />
        </nav>
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} Custom Pet Portraits. Made with love for pets and the people who adore them.
      </p>
    </footer>
  )
}

function LinkList({ links }: { links: Array<{ href: string; label: string }> }) {
  return (
    <ul>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href}>{l.label}</Link>
        </li>
      ))}
    </ul>
  )
}
