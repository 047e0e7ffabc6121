import Link from "next/link"
import { Fragment } from "react"
import { parseArticleBody, type Inline } from "@/lib/content/parse-article-body"
import styles from "./content.module.css"

function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.kind === "bold" ? (
          <strong key={i}>{part.text}</strong>
        ) : part.kind === "link" ? (
          part.href.startsWith("/") ? (
            <Link key={i} href={part.href}>
              {part.text}
            </Link>
          ) : (
            <a key={i} href={part.href} rel="noopener noreferrer">
              {part.text}
            </a>
          )
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        )
      )}
    </>
  )
}

/** An article's text; its headings start at h2 below the page's h1. */
export function ArticleBody({ body }: { body: string }) {
  return (
    <div className={styles.prose}>
      {parseArticleBody(body).map((block, i) => {
        if (block.kind === "h2") return <h2 key={i}>{block.text}</h2>
        if (block.kind === "h3") return <h3 key={i}>{block.text}</h3>
        if (block.kind === "ul")
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <InlineText parts={item} />
                </li>
              ))}
            </ul>
          )
        return (
          <p key={i}>
            <InlineText parts={block.inline} />
          </p>
        )
      })}
    </div>
  )
}
