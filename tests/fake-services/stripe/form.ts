/**
 * Stripe's request bodies are form-encoded with bracketed keys
 * (`line_items[0][price_data][unit_amount]=5495`); this turns them into nested objects and
 * arrays, as Stripe's API reads them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue }

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {}
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((p, i) => p !== "" || i === 0)
    let node: Record<string, FormValue> | FormValue[] = root
    path.forEach((segment, i) => {
      const last = i === path.length - 1
      const key = Array.isArray(node) ? Number(segment) : segment
      if (last) {
        ;(node as Record<string | number, FormValue>)[key] = value
        return
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1])
      const container = node as Record<string | number, FormValue>
      container[key] ??= nextIsIndex ? [] : {}
      node = container[key] as Record<string, FormValue> | FormValue[]
    })
  }
  return root
}
