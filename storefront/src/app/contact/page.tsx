import type { Metadata } from "next"
import Link from "next/link"
import { ContactForm } from "@/components/content/contact-form"
import { PageHero } from "@/components/content/page-hero"
import styles from "@/components/content/content.module.css"
import { RESPONSE_TIMES, supportEmail } from "@/content/shop-contact"

export const metadata: Metadata = {
  title: "Contact Us",
  description:
    "Questions about your pet portrait, an order or a delivery? E-mail us: a real person answers, usually within one business day.",
}

/** /contact: the support e-mail ('Email us'), response times and a mailto contact form. */
export default function ContactPage() {
  const email = supportEmail()
  return (
    <div className={styles.page}>
      <PageHero
        eyebrow="Contact"
        title="We'd love to hear from you"
        lead="Questions about a style, a special date, or an order that needs attention: write to us and a real person answers."
      >
        <div className={styles.actions}>
          <a href={`mailto:${email}`} className={styles.button} data-testid="email-us">
            Email us
          </a>
          <Link href="/faq" className={styles.buttonGhost}>
            Read the FAQ
          </Link>
        </div>
        <p className={`${styles.muted} ${styles.spaced}`}>
          Or write to{" "}
          <a className={styles.inline} href={`mailto:${email}`}>
            {email}
          </a>
        </p>
      </PageHero>
      <div className={`${styles.twoCol} ${styles.gridTop}`}>
        <section className={styles.card} aria-labelledby="send-message">
          <h2 id="send-message" className={styles.cardTitle}>
            Send us a message
          </h2>
          <ContactForm email={email} />
        </section>
        <section className={styles.card} aria-labelledby="response-times">
          <h2 id="response-times" className={styles.cardTitle}>
            When we answer
          </h2>
          <dl className={styles.facts}>
            {RESPONSE_TIMES.map((r) => (
              <div key={r.when}>
                <dt>{r.when}</dt>
                <dd>{r.time}</dd>
              </div>
            ))}
          </dl>
          <h3>To help us help you</h3>
          <ul>
            <li>Include your order number if you have one.</li>
            <li>For a damaged print, attach a photo of the damage and of the box.</li>
            <li>Ordering for a date? Tell us the date and the country.</li>
          </ul>
        </section>
      </div>
    </div>
  )
}
