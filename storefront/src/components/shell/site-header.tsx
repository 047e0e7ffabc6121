import Link from "next/link"
/** Placeholder until the header lands. */
export function SiteHeader() {
  return <header className="site-header"><Link href="/" className="brand">Custom Pet Portraits</Link></header>
}
