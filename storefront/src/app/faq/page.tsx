import type { Metadata } from "next"
import Link from "next/link"
import { FaqAccordion } from "@/components/content/faq-accordion"
import { PageHero } from "@/components/content/page-hero"
import styles from "@/components/content/content.module.css"
import { FAQ } from "@/content/faq"
import { fetchBackend } from "@/lib/server/fetch-backend"
import { withFxRates, type FxRates } from "@/lib/content/fx-rates"

export const metadata: Metadata = {
  title: "Frequently Asked Questions",
  description:
    "Answers about our pet portrait styles, photos, sizes, frames, shipping to the USA, Canada, Australia, the UK and Ireland, currencies, taxes, returns and signed artworks.",
}

/** /faq: every question as an accordion, plus FAQPage structured data for search engines. */
export default async function FaqPage() {
  // The rates every price was made with, from the backend that priced them (GET /api/fx).
  const fx = await fetchBackend<FxRates>("/api/fx")
  const faq = withFxRates(FAQ, fx.ok ? fx.data : null)
  const structured = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq
      .flatMap((g) => g.items)
      .map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer.replace(/\[(.+?)\]\(\S+?\)/g, "$1").replace(/\*\*/g, "") },
      })),
  }
  return (
    <div className={styles.narrow}>
      <PageHero
        eyebrow="Help"
        title="Frequently asked questions"
        lead="Everything people usually ask before they order a portrait of their pet. Can't find your question? We are happy to help."
      />
      <FaqAccordion groups={faq} />
      <section className={styles.section}>
        <h2>Still wondering?</h2>
        <p>
          Read the{" "}
          <Link className={styles.inline} href="/guide">
            Pet Portrait Guide
          </Link>{" "}
          or{" "}
          <Link className={styles.inline} href="/contact">
            contact us
          </Link>
          ; a real person answers.
        </p>
      </section>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(structured).replace(/</g, "\\u003c") }} />
    </div>
  )
}
