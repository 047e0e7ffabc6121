import { describe, expect, it } from "vitest"
import { FAQ } from "@/content/faq"
import { describeFxRates, withFxRates } from "./fx-rates"

const fx = { base: "USD", rates: { USD: 1, AUD: 1.54, CAD: 1.35, EUR: 0.91, GBP: 0.79 } }

describe("the FAQ's currency answer shows the rates prices are made with", () => {
  it("lists every rate against the base currency", () => {
    expect(describeFxRates(fx)).toBe("at 1 USD = 1.54 AUD, 1.35 CAD, 0.91 EUR and 0.79 GBP")
  })

  it("fills the FAQ's placeholder, and says fixed rates when the backend is unreachable", () => {
    const answer = (groups: typeof FAQ) =>
      groups.flatMap((g) => g.items).find((i) => i.question === "Which currency will I pay in?")!.answer
    expect(answer(withFxRates(FAQ, fx))).toContain("converted at 1 USD = 1.54 AUD, 1.35 CAD, 0.91 EUR and 0.79 GBP, rounded to the cent")
    expect(answer(withFxRates(FAQ, null))).toContain("converted at fixed exchange rates, rounded to the cent")
    expect(
      withFxRates(FAQ, fx)
        .flatMap((g) => g.items)
        .some((i) => i.answer.includes("{rates}"))
    ).toBe(false)
  })
})
