import { describe, expect, it } from "vitest"
import { countryByValue, countryLabel, firstStateOf, withCountry, type Country } from "./countries"

// A table shaped like GET /api/countries answers it (the real one is checked in backend/integration-tests/http/countries.spec.ts).
const table: Country[] = [
  {
    label: "Canada",
    value: "CAN",
    currency: "CAD",
    states: [
      { label: "Alberta", value: "AB", taxes: [{ name: "GST", rate: 5 }] },
      { label: "Ontario", value: "ON" },
    ],
  },
  { label: "England", value: "ENG", currency: "GBP", states: [] },
  {
    label: "United States of America",
    value: "USA",
    currency: "USD",
    states: [
      { label: "Alabama", value: "AL" },
      { label: "Colorado", value: "CO" },
    ],
  },
]

describe("look-ups in the fetched country table", () => {
  it("finds a country by its 3-letter value in any case", () => {
    expect(countryByValue(table, "can")?.label).toBe("Canada")
    expect(countryByValue(table, " USA ")?.currency).toBe("USD")
    expect(countryByValue(table, "FRA")).toBeUndefined()
    expect(countryByValue(table, null)).toBeUndefined()
    expect(countryByValue(undefined, "USA")).toBeUndefined()
  })

  it("resets the state to the new country's first state, or none", () => {
    expect(firstStateOf(table, "CAN")).toBe("AB")
    expect(firstStateOf(table, "USA")).toBe("AL")
    expect(firstStateOf(table, "ENG")).toBe("")
    expect(firstStateOf(table, "nowhere")).toBe("")
    expect(firstStateOf(undefined, "USA")).toBe("")
  })

  it("names a country, or shows its value while the table is loading", () => {
    expect(countryLabel(table, "ENG")).toBe("England")
    expect(countryLabel(undefined, "ENG")).toBe("ENG")
    expect(countryLabel(table, "XYZ")).toBe("XYZ")
    expect(countryLabel(table, undefined)).toBe("")
  })

  it("moves an address to another country with that country's first state, keeping the rest", () => {
    const denver = { country: "USA", state: "CO", city: "Denver" }
    expect(withCountry(denver, "CAN", table)).toEqual({ country: "CAN", state: "AB", city: "Denver" })
    expect(withCountry(denver, "ENG", table)).toEqual({ country: "ENG", state: "", city: "Denver" })
    expect(withCountry({ ...denver, country: "CAN", state: "ON" }, "USA", table)).toEqual({ country: "USA", state: "AL", city: "Denver" })
  })
})
