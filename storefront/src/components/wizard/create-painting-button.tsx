"use client"
/** Opens the creation wizard for a style. Placeholder until the wizard lands. */
export function CreatePaintingButton({ styleId, label = "Paint my pet" }: { styleId: string; label?: string }) {
  return <a className="button" href={`/portraits/new?styleId=${encodeURIComponent(styleId)}`}>{label}</a>
}
