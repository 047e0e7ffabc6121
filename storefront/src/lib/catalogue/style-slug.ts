/**
 * The spec's slug rule for style pages (/pet-portrait/{slug}): the style name lowercased with
 * spaces turned into hyphens. The same rule the seed uses, so "Cosmic/Ethereal" keeps its slash
 * ("cosmic/ethereal"); stylePath encodes it into one path segment as the backend's routes do.
 */
export function styleSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, "-")
}

/** The style page of a style name, e.g. "Dark Backgrounds" → /pet-portrait/dark-backgrounds. */
export function stylePath(name: string): string {
  return `/pet-portrait/${encodeURIComponent(styleSlug(name))}`
}
