import { describe, expect, it } from "vitest"
import { dayLabel, niceMax, percent, toChart } from "./stats-series"

describe("stats series", () => {
  it("turns daily cart rows into one series per column", () => {
    const chart = toChart({
      scope: "cart",
      timespan: "2d",
      days: [
        { date: "2026-11-20", addedToCart: 3, carts: 2, orders: 1 },
        { date: "2026-11-21", addedToCart: 0, carts: 0, orders: 0 },
      ],
      totals: {},
    })
    expect(chart.labels).toEqual(["20 Nov", "21 Nov"])
    expect(chart.series.map((s) => [s.key, s.values])).toEqual([
      ["addedToCart", [3, 0]],
      ["carts", [2, 0]],
      ["orders", [1, 0]],
    ])
  })
  it("labels the styles scope by style title", () => {
    const chart = toChart({
      scope: "styles",
      timespan: "30d",
      styles: [{ id: "s1", title: "Oil", paintings: 4, inCart: "2", ordered: 1 }],
      totals: {},
    })
    expect(chart.labels).toEqual(["Oil"])
    expect(chart.series[1].values).toEqual([2])
  })
  it("rounds axis tops and shares", () => {
    expect(niceMax([0])).toBe(1)
    expect(niceMax([7])).toBe(10)
    expect(niceMax([13])).toBe(20)
    expect(niceMax([48])).toBe(50)
    expect(percent(0.12345)).toBe("12.3%")
    expect(dayLabel("odd")).toBe("odd")
  })
})
