import type { Metadata } from "next"
import Link from "next/link"
import { PageHero } from "@/components/content/page-hero"
import styles from "@/components/content/content.module.css"
import { LEGAL_DOCUMENTS } from "@/content/legal"

export const metadata: Metadata = {
  title: "Legal",
  description:
    "Our privacy policy and terms and conditions, written to be read: how we handle your data and the terms of buying a pet portrait.",
}

/** /legal: the index of the legal pages. */
export default function LegalIndexPage() {
  return (
    <div className={styles.narrow}>
      <PageHero
        eyebrow="Legal"
        title="The small print, in plain words"
        lead="How we look after your data and the terms of buying a portrait from us."
      />
      <ul className={`${styles.twoCol} ${styles.even}`}>
        {LEGAL_DOCUMENTS.map((doc) => (
          <li key={doc.slug}>
            <Link href={`/legal/${doc.slug}`} className={`${styles.tile} ${styles.card}`}>
              <h2 className={styles.cardTitle}>{doc.title}</h2>
              <p className={styles.muted}>{doc.description}</p>
            </Link>
          </li>
        ))}
      </ul>
      <p className={`${styles.muted} ${styles.section}`}>
        Questions about either?{" "}
        <Link className={styles.inline} href="/contact">
          Contact us
        </Link>
        .
      </p>
    </div>
  )
}
