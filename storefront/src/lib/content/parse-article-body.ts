/**
 * Turns an article body into blocks. Bodies use a small Markdown subset so the storefront's
 * own articles and those an admin writes through /api/articles render the same way;
 * HTML tags from an older editor are stripped rather than trusted.
 */
export type Inline = { kind: "text" | "bold"; text: string } | { kind: "link"; text: string; href: string }
export type Block =
  { kind: "h2"; text: string } | { kind: "h3"; text: string } | { kind: "p"; inline: Inline[] } | { kind: "ul"; items: Inline[][] }

export function parseArticleBody(body: string): Block[] {
  const text = body
    .replace(/<\/(p|h[1-6]|li|div)>/gi, "\n\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, "")
  const blocks: Block[] = []
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)
    if (!lines.length) continue
    if (lines[0].startsWith("### ")) blocks.push({ kind: "h3", text: lines[0].slice(4) })
    else if (lines[0].startsWith("## ")) blocks.push({ kind: "h2", text: lines[0].slice(3) })
    if (/^#{2,3} /.test(lines[0])) lines.shift()
    if (!lines.length) continue
    if (lines.every((l) => /^[-*] /.test(l))) blocks.push({ kind: "ul", items: lines.map((l) => parseInline(l.slice(2))) })
    else blocks.push({ kind: "p", inline: parseInline(lines.join(" ")) })
  }
  return blocks
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  const pattern = /\*\*(.+?)\*\*|\[(.+?)\]\((\S+?)\)/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push({ kind: "text", text: text.slice(last, match.index) })
    if (match[1]) out.push({ kind: "bold", text: match[1] })
    else out.push({ kind: "link", text: match[2], href: match[3] })
    last = match.index + match[0].length
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) })
  return out
}
