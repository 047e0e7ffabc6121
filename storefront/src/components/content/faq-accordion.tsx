import type { FaqGroup } from "@/content/faq"
import { ArticleBody } from "./article-body"
import styles from "./faq-accordion.module.css"

/**
 * Questions as native <details>: keyboard and screen-reader friendly without scripts, and
 * every answer stays in the page for search engines.
 */
export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.topic} aria-labelledby={`faq-${slug(group.topic)}`}>
          <h2 id={`faq-${slug(group.topic)}`} className={styles.topic}>
            {group.topic}
          </h2>
          {group.items.map((item) => (
            <details key={item.question} className={styles.item} data-testid="faq-item">
              <summary className={styles.question}>{item.question}</summary>
              <div className={styles.answer}>
                <ArticleBody body={item.answer} />
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  )
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, "-")
