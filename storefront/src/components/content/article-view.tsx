import Link from "next/link"
import type { Style } from "@petshop/contract"
import type { Article, ArticleSummary } from "@/lib/content/article"
import { imageAspect, styleImage } from "@/lib/content/style-image"
import { ShopImage } from "@/components/ui/shop-image"
import { ArticleBody } from "./article-body"
import styles from "./content.module.css"
import own from "./article.module.css"

type Props = { article: Article; style: Style | null; others: ArticleSummary[] }

/** One article: title, facts at a glance, the text, an illustrating painting and further reading. */
export function ArticleView({ article, style, others }: Props) {
  const image = style ? styleImage(style) : null
  // The article's own picture, when the shop gave it one, leads the text.
  const ownImage = article.image ?? null
  const published = new Date(article.datePublished)
  return (
    <article className={styles.page}>
      <p className={styles.breadcrumb}>
        <Link href="/guide">Guides</Link> / Articles
      </p>
      <header className={styles.hero}>
        <div>
          <p className={styles.eyebrow}>Guides</p>
          <h1>{article.title}</h1>
          <p className={styles.lead}>{article.description}</p>
          {!Number.isNaN(published.getTime()) && (
            <p className={own.date}>
              Published{" "}
              <time dateTime={published.toISOString().slice(0, 10)}>{published.toLocaleDateString("en-US", { dateStyle: "long" })}</time>
            </p>
          )}
        </div>
      </header>
      {article.glance && (
        <ul className={own.glance} aria-label="At a glance">
          {article.glance.map((fact) => (
            <li key={fact.label}>
              <span className={own.glanceLabel}>{fact.label}</span>
              <span className={own.glanceValue}>{fact.value}</span>
            </li>
          ))}
        </ul>
      )}
      {ownImage && (
        <figure className={own.figure}>
          <ShopImage
            image={ownImage}
            alt={article.title}
            aspectRatio={imageAspect(ownImage, 16 / 9)}
            sizes="(min-width: 900px) 68rem, 100vw"
            priority
          />
        </figure>
      )}
      <div className={own.layout}>
        <ArticleBody body={article.body} />
        <aside className={own.aside} aria-label="More to read">
          {style && image && (
            <figure className={own.figure}>
              <Link href={style.route}>
                <ShopImage
                  image={image}
                  alt={`A pet portrait in the ${style.title} style`}
                  aspectRatio={imageAspect(image)}
                  sizes="16rem"
                />
              </Link>
              <figcaption className={own.figcaption}>
                Painted in the <Link href={style.route}>{style.title}</Link> style.
              </figcaption>
            </figure>
          )}
          {others.length > 0 && (
            <>
              <h2 className={own.glanceLabel}>More guides</h2>
              <ul className={own.more}>
                {others.map((other) => (
                  <li key={other.id}>
                    <Link href={`/articles/${other.slug}`}>{other.title}</Link>
                  </li>
                ))}
                <li>
                  <Link href="/photo-guide">How to take a good photo</Link>
                </li>
                <li>
                  <Link href="/faq">Frequently asked questions</Link>
                </li>
              </ul>
            </>
          )}
          <div className={styles.actions}>
            <Link href="/pet-portraits" className={styles.button}>
              Create your portrait
            </Link>
          </div>
        </aside>
      </div>
    </article>
  )
}
