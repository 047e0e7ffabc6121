import { describe, expect, it } from "vitest"
import { COUNTRIES, DEFAULT_COUNTRY, DEFAULT_STATE, countryByValue, countryLabel, firstStateOf } from "./countries"

describe("the country table (spec section 3)", () => {
  it("has the seven countries with their currencies", () => {
    expect(COUNTRIES.map((c) => [c.label, c.value, c.currency])).toEqual([
      ["Australia", "AUS", "AUD"],
      ["Canada", "CAN", "CAD"],
      ["England", "ENG", "GBP"],
      ["Ireland", "IRL", "EUR"],
      ["Scotland", "SCT", "GBP"],
      ["United States of America", "USA", "USD"],
      ["Wales", "WLS", "GBP"],
    ])
  })

  it("defaults to Colorado, USA", () => {
    expect(DEFAULT_COUNTRY).toBe("USA")
    expect(DEFAULT_STATE).toBe("CO")
    expect(countryByValue(DEFAULT_COUNTRY)!.states.some((s) => s.value === DEFAULT_STATE)).toBe(true)
  })

  it("has the 13 Canadian provinces and territories", () => {
    expect(countryByValue("CAN")!.states).toHaveLength(13)
  })

  it("resets the state to the new country's first state", () => {
    expect(firstStateOf("CAN")).toBe("AB")
    expect(firstStateOf("AUS")).toBe("ACT")
    expect(firstStateOf("USA")).toBe("AL")
    expect(firstStateOf("ENG")).toBe("")
    expect(firstStateOf("nowhere")).toBe("")
  })

  it("finds countries by value in any case", () => {
    expect(countryByValue("wls")?.label).toBe("Wales")
    expect(countryByValue(null)).toBeUndefined()
    expect(countryLabel("SCT")).toBe("Scotland")
    expect(countryLabel("XYZ")).toBe("XYZ")
  })
})
