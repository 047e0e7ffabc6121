/** Links into the creation wizard (/portraits/new) that the cards' menus and pages share. */
export function paintAgainHref(styleId: string, photoId?: string | null): string {
  const q = new URLSearchParams({ styleId })
  if (photoId) q.set("photoId", photoId)
  return `/portraits/new?${q}`
}
