import type { FaqGroup } from "@/content/faq"

/** GET /api/fx: currency rates relative to USD (spec section 9), as the catalogue was priced. */
export type FxRates = { base: string; rates: Record<string, number> }

/** "at 1 USD = 1.54 AUD, 1.35 CAD, 0.91 EUR and 0.79 GBP", or plain words when the rates are unknown. */
export function describeFxRates(fx: FxRates | null): string {
  const others = Object.entries(fx?.rates ?? {}).filter(([code]) => code !== fx?.base)
  if (!fx || !others.length) return "at fixed exchange rates"
  const parts = others.map(([code, rate]) => `${rate} ${code}`)
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0]
  return `at 1 ${fx.base} = ${list}`
}

/** The FAQ with its {rates} placeholder filled in from the shop's own rates. */
export function withFxRates(groups: FaqGroup[], fx: FxRates | null): FaqGroup[] {
  const rates = describeFxRates(fx)
  return groups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, answer: i.answer.replaceAll("{rates}", rates) })) }))
}
