/** Plain helpers of the painting admin pages (no React), unit-tested. */

/** An image set as the painting module stores it: tier name to URL (original, high, medium, low, thumb). */
export type ImageSet = Record<string, unknown> | null | undefined

const TIERS = ["thumb", "low", "medium", "high", "original"] as const

/** The smallest tier at least as good as `want`, else the best there is; null when the set has none. */
export function pickImage(set: ImageSet, want: (typeof TIERS)[number] = "low"): string | null {
  if (!set || typeof set !== "object") return null
  const url = (tier: string) => (typeof set[tier] === "string" && set[tier] ? (set[tier] as string) : null)
  const from = TIERS.indexOf(want)
  for (const tier of [...TIERS.slice(from), ...TIERS.slice(0, from).reverse()]) {
    const found = url(tier)
    if (found) return found
  }
  return url("url")
}

/** "4 s ago", "3 min ago", "2 h ago", "5 d ago" from an ISO time. */
export function timeAgo(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return "never"
  const s = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000))
  if (s < 60) return `${s} s ago`
  if (s < 3600) return `${Math.floor(s / 60)} min ago`
  if (s < 86_400) return `${Math.floor(s / 3600)} h ago`
  return `${Math.floor(s / 86_400)} d ago`
}

/** A share (0..1) as a percentage with one decimal. */
export const percent = (ratio: number) => `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`

/** Bar length in percent of the largest value, at least 1 for any non-zero value so it shows. */
export function barPercent(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return 0
  return Math.max(1, Math.round((value / max) * 100))
}

/** The fulfilment state an admin reads at a glance. */
export function packageStatus(pkg: { printPartner: { status: string | null; sentAt: string | null } | null } | null): {
  label: string
  color: "grey" | "blue" | "green" | "orange"
} {
  if (!pkg) return { label: "Not prepared", color: "grey" }
  if (!pkg.printPartner) return { label: "Package ready", color: "blue" }
  const status = pkg.printPartner.status ?? (pkg.printPartner.sentAt ? "sent" : "pending")
  return { label: `Print partner: ${status}`, color: /complete|shipped|sent/i.test(status) ? "green" : "orange" }
}
