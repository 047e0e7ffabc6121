import { describe, expect, it } from "vitest"
import { LOCAL_ARTICLES } from "@/content/articles"
import { normalizeArticle } from "./normalize-article"
import { parseArticleBody, parseInline } from "./parse-article-body"

describe("article bodies", () => {
  it("reads headings, paragraphs and lists", () => {
    const blocks = parseArticleBody("Intro line\nwraps.\n\n## Heading\nText under it.\n\n- one\n- two **bold**")
    expect(blocks.map((b) => b.kind)).toEqual(["p", "h2", "p", "ul"])
    expect(blocks[3]).toMatchObject({ kind: "ul", items: [[{ text: "one" }], [{ text: "two " }, { kind: "bold", text: "bold" }]] })
  })

  it("keeps links and strips HTML from an older editor", () => {
    expect(parseInline("see [the guide](/guide).")).toEqual([
      { kind: "text", text: "see " },
      { kind: "link", text: "the guide", href: "/guide" },
      { kind: "text", text: "." },
    ])
    expect(parseArticleBody("<p>Hello <b>there</b></p><h2>x</h2>")).toEqual([
      { kind: "p", inline: [{ kind: "text", text: "Hello there" }] },
      { kind: "p", inline: [{ kind: "text", text: "x" }] },
    ])
  })

  it("has the two guides, each 400-700 words with headings", () => {
    expect(LOCAL_ARTICLES.map((a) => a.slug)).toEqual(["the-art-of-timing", "caring-for-your-canvas"])
    for (const article of LOCAL_ARTICLES) {
      const words = article.body.split(/\s+/).filter(Boolean).length
      expect(words).toBeGreaterThan(400)
      expect(words).toBeLessThan(760)
      expect(parseArticleBody(article.body).filter((b) => b.kind === "h2").length).toBeGreaterThan(3)
    }
  })

  it("maps a backend article and drops one without text", () => {
    expect(normalizeArticle({ id: 7, title: "Hello World", content: "Body text here." })).toMatchObject({
      id: "7",
      slug: "hello-world",
      body: "Body text here.",
    })
    expect(normalizeArticle({ id: "x", title: "No body" })).toBeNull()
  })
})

describe("backend articles (present-content.ts shapes)", () => {
  it("reads a list entry without a body and a whole article", async () => {
    const { normalizeArticleSummary } = await import("./normalize-article")
    const entry = {
      id: "art_1",
      uuid: "art_1",
      slug: "the-art-of-timing",
      title: "The Art of Timing",
      summary: "When to order.",
      image: null,
      dateCreated: "2026-10-02T09:00:00.000Z",
      route: "/articles/the-art-of-timing",
    }
    expect(normalizeArticleSummary(entry)).toMatchObject({
      id: "art_1",
      slug: "the-art-of-timing",
      description: "When to order.",
      datePublished: "2026-10-02T09:00:00.000Z",
      image: null,
    })
    expect(normalizeArticle(entry)).toBeNull()
    expect(normalizeArticle({ ...entry, body: "## Painting takes seconds\nText.", bodyFormat: "markdown" })).toMatchObject({
      body: "## Painting takes seconds\nText.",
    })
  })
})

describe("backend reviews", () => {
  it("reads the presented review", async () => {
    const { normalizeReview } = await import("./normalize-review")
    const raw = {
      id: "rev_1",
      uuid: "rev_1",
      name: "Chris & Jo",
      rating: 4,
      text: "Lovely canvas.",
      images: [{ low: "/a.jpg" }],
      painting: "pnt_1",
      isFeatured: false,
      dateCreated: "2026-11-14T20:55:00.000Z",
    }
    expect(normalizeReview(raw)).toEqual({
      id: "rev_1",
      text: "Lovely canvas.",
      rating: 4,
      author: "Chris & Jo",
      location: null,
      dateCreated: "2026-11-14T20:55:00.000Z",
      images: [{ low: "/a.jpg" }],
      paintingId: "pnt_1",
    })
  })
})
