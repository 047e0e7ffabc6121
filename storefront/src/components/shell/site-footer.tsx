/** Placeholder until the footer lands. */
export function SiteFooter() {
  return <footer className="site-footer">Custom Pet Portraits</footer>
}
