import { describe, expect, it } from "vitest"
import { carrierLabel } from "../prodigi"

describe("the carrier an admin and the client read", () => {
  it("names a service that already names its carrier once", () => {
    expect(carrierLabel({ name: "FedEx", service: "FedEx Ground" })).toBe("FedEx Ground")
    expect(carrierLabel({ name: "Royal Mail", service: "Tracked 48" })).toBe("Royal Mail Tracked 48")
  })
  it("uses whichever part is there, or nothing", () => {
    expect(carrierLabel({ name: "DHL" })).toBe("DHL")
    expect(carrierLabel({ service: "Express" })).toBe("Express")
    expect(carrierLabel({ name: " ", service: "" })).toBeNull()
    expect(carrierLabel(undefined)).toBeNull()
  })
})
