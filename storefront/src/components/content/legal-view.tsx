import Link from "next/link"
import type { LegalDocument } from "@/content/legal/legal-document"
import { ArticleBody } from "./article-body"
import styles from "./content.module.css"

/** A legal page: title, last update and the text in a readable column. */
export function LegalView({ doc }: { doc: LegalDocument }) {
  const updated = new Date(doc.updated)
  return (
    <article className={styles.narrow}>
      <p className={styles.breadcrumb}>
        <Link href="/legal">Legal</Link> / {doc.title}
      </p>
      <header className={styles.hero}>
        <div>
          <h1>{doc.title}</h1>
          <p className={styles.muted}>
            Last updated <time dateTime={doc.updated}>{updated.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}</time>
          </p>
        </div>
      </header>
      <ArticleBody body={doc.body} />
    </article>
  )
}
