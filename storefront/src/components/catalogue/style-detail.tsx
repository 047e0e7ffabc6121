/**
 * A style's page (/pet-portrait/{slug}, /style/{id}, /styles/{id}): what it looks like
 * (its public image and demo images), what it is, the button that paints your pet in it, and
 * the public paintings made in it.
 */
import Link from "next/link"
import { PaintingGrid } from "@/components/gallery/painting-grid"
import { ShopImage } from "@/components/ui/shop-image"
import { CreatePaintingButton } from "@/components/wizard/create-painting-button"
import type { Painting, Style } from "@petshop/contract"
import { imageRatio } from "@/lib/catalogue/image-url"
import styles from "@/app/catalogue-page.module.css"
import { EmptyState } from "./empty-state"

type Props = { style: Style; paintings: Painting[] | null; paintingCount: number }

export function StyleDetail({ style, paintings, paintingCount }: Props) {
  const main = style.publicImage ?? style.demoImages[0] ?? null
  const demos = style.demoImages.slice(0, 3)
  return (
    <>
      <nav className={styles.crumbs} aria-label="Breadcrumb">
        <Link href="/pet-portraits">Pet portraits</Link> / <span aria-current="page">{style.title}</span>
      </nav>
      <div className={styles.detail}>
        <div>
          <div className={styles.mainPicture} style={{ aspectRatio: imageRatio(main) }}>
            <ShopImage
              image={main}
              alt={`${style.title} pet portrait`}
              aspectRatio={imageRatio(main)}
              sizes="(max-width: 900px) 92vw, 560px"
              priority
            />
          </div>
          {demos.length > 1 && (
            <ul className={styles.demos} aria-label={`More ${style.title} examples`}>
              {demos.map((image, index) => (
                <li key={index} style={{ aspectRatio: imageRatio(image) }}>
                  <ShopImage
                    image={image}
                    alt={`${style.title} example ${index + 1}`}
                    aspectRatio={imageRatio(image)}
                    sizes="(max-width: 900px) 30vw, 180px"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.sticky}>
          <p className="eyebrow">Pet portrait style</p>
          <h1>{style.title}</h1>
          {style.description && <p className={styles.lead}>{style.description}</p>}
          <ul className={styles.facts}>
            <li>Painted from your own photo in about a minute</li>
            {style.allowSignature && <li>Can be signed with your pet&apos;s name</li>}
            <li>Printed on canvas or as a poster, framed if you like</li>
          </ul>
          <div className="button-row">
            <CreatePaintingButton styleId={style.id} label={`Paint my pet in ${style.title}`} />
            <Link className="button-secondary" href="/products">
              Prints and prices
            </Link>
          </div>
        </div>
      </div>

      <section className={styles.section} aria-labelledby="style-paintings-title">
        <div className={styles.heading}>
          <h2 id="style-paintings-title">{style.title} portraits by our customers</h2>
          {paintingCount > (paintings?.length ?? 0) && <Link href={`/style/${style.id}/paintings`}>See all {paintingCount} →</Link>}
        </div>
        {paintings === null ? (
          <p className="muted">The paintings of this style could not be loaded just now.</p>
        ) : paintings.length ? (
          <PaintingGrid paintings={paintings} styleTitles={{ [style.id]: style.title }} eager={0} label={`${style.title} portraits`} />
        ) : (
          <EmptyState title={`No ${style.title} portraits shared yet.`} href={`/portraits/new?styleId=${encodeURIComponent(style.id)}`}>
            Yours could be the first.
          </EmptyState>
        )}
      </section>
    </>
  )
}
