import { describe, expect, it } from "vitest"
import { barPercent, packageStatus, percent, pickImage, timeAgo } from "./painting-admin"

describe("painting admin helpers", () => {
  it("picks the wanted image tier, else the nearest larger, else the best smaller", () => {
    expect(pickImage({ thumb: "t", low: "l", original: "o" }, "low")).toBe("l")
    expect(pickImage({ thumb: "t", original: "o" }, "low")).toBe("o")
    expect(pickImage({ thumb: "t" }, "high")).toBe("t")
    expect(pickImage({ url: "u" })).toBe("u")
    expect(pickImage(null)).toBeNull()
    expect(pickImage({ fileId: "x" })).toBeNull()
  })

  it("says how long ago a worker beat", () => {
    const now = Date.parse("2026-11-22T00:10:00Z")
    expect(timeAgo("2026-11-22T00:09:56Z", now)).toBe("4 s ago")
    expect(timeAgo("2026-11-22T00:07:00Z", now)).toBe("3 min ago")
    expect(timeAgo("2026-11-21T22:10:00Z", now)).toBe("2 h ago")
    expect(timeAgo("2026-11-17T00:10:00Z", now)).toBe("5 d ago")
    expect(timeAgo(null, now)).toBe("never")
  })

  it("formats shares and bar lengths", () => {
    expect(percent(0.1234)).toBe("12.3%")
    expect(percent(0)).toBe("0.0%")
    expect(barPercent(5, 10)).toBe(50)
    expect(barPercent(1, 1000)).toBe(1)
    expect(barPercent(0, 10)).toBe(0)
    expect(barPercent(3, 0)).toBe(0)
  })

  it("labels the fulfilment package state", () => {
    expect(packageStatus(null)).toEqual({ label: "Not prepared", color: "grey" })
    expect(packageStatus({ printPartner: null })).toEqual({ label: "Package ready", color: "blue" })
    expect(packageStatus({ printPartner: { status: "InProgress", sentAt: "x" } })).toEqual({
      label: "Print partner: InProgress",
      color: "orange",
    })
    expect(packageStatus({ printPartner: { status: "Complete", sentAt: "x" } }).color).toBe("green")
  })
})
