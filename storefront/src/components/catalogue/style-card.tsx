"use client"
/**
 * A style as a picture card linking to its page, with the style menu (Open, Paint it again,
 * Make similar; admins: Edit) on right click or the "⋯" button.
 */
import Link from "next/link"
import { useRouter } from "next/navigation"
import { MenuButton } from "@/components/gallery/menu-button"
import { useShowAdminOptions } from "@/components/gallery/use-show-admin-options"
import { ShopImage } from "@/components/ui/shop-image"
import type { Style } from "@petshop/contract"
import { imageRatio } from "@/lib/catalogue/image-url"
import { stylePath } from "@/lib/catalogue/style-slug"
import { paintAgainHref } from "@/lib/catalogue/wizard-links"
import { openContextMenu, type MenuItem } from "@/lib/ui/context-menu-store"
import styles from "./style-card.module.css"

/** What a card shows of a style, and no more: a client component's props travel to the browser in the page. */
export type StyleCardFacts = Pick<Style, "id" | "title" | "description" | "isPublic" | "publicImage" | "demoImages">

type Props = { style: StyleCardFacts; priority?: boolean; showDescription?: boolean }

export function StyleCard({ style, priority, showDescription = true }: Props) {
  const router = useRouter()
  const admin = useShowAdminOptions()
  const page = style.isPublic ? stylePath(style.title) : `/styles/${style.id}`
  const image = style.publicImage ?? style.demoImages[0] ?? null

  function openMenu(event: { clientX: number; clientY: number; preventDefault: () => void }) {
    const go = (href: string) => ({ href, onSelect: () => router.push(href) })
    const items: MenuItem[] = [
      { label: "Open", ...go(page) },
      { label: "Paint it again", ...go(paintAgainHref(style.id)) },
      { label: "Make similar", ...go(paintAgainHref(style.id)) },
    ]
    if (admin) items.push({ label: "Edit", admin: true, ...go(`/admin?editStyle=${encodeURIComponent(style.id)}`) })
    openContextMenu(event, items)
  }

  return (
    <article className={styles.card} onContextMenu={openMenu} data-testid="style-card">
      <Link href={page} className={styles.link}>
        <div className={styles.picture}>
          <ShopImage
            image={image}
            alt={`${style.title} pet portrait example`}
            aspectRatio={imageRatio(image, 2 / 3)}
            sizes="(max-width: 600px) 50vw, 240px"
            priority={priority}
          />
        </div>
        <h3 className={styles.title}>{style.title}</h3>
        {showDescription && style.description && <p className={styles.description}>{style.description}</p>}
      </Link>
      <MenuButton onOpen={openMenu} />
    </article>
  )
}
