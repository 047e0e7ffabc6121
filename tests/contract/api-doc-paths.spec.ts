/** How section 7's abbreviations are read (spec-paths.ts); contract.spec.ts reads the real spec with it. */
import { describe, expect, it } from "vitest"
import { sectionSeven, sectionSevenPaths } from "./spec-paths"

const spec = `# Spec
## 6. Roles
GET /api/not-in-section-7
## 7. The calls it makes
Account: GET /api/account (optional ?utm) or /api/account/{id}; POST /api/account/{id}/ban and /unban.
Orders: POST /api/order/{uuid}/confirmation-shown, /send-client-email {template}, /init-fulfillment; DELETE /api/order/proof/{id}.
Paintings: PATCH /api/painting/{uuid}; DELETE; POST /paint_hq, /remove_hq; GET /fulfillment (zip) (full path prefixes: not shown).
Post-process: GET/PATCH /api/post_process/{id} {isDefault, settings}; POST .../apply, .../use_as_example {paintingId}.
Services: GET /api/services/?timespan. Stats: POST /api/stats, /registered, /added-to-cart.
## 8. Errors
GET /api/not-in-section-7-either
`

describe("the /api paths of spec section 7", () => {
  it("reads only section 7", () => {
    expect(sectionSeven(spec)).not.toContain("not-in-section-7")
    expect(sectionSevenPaths(spec).some((p) => p.includes("not-in"))).toBe(false)
  })

  it("expands every abbreviation of a path", () => {
    expect(sectionSevenPaths(spec).sort()).toEqual(
      [
        "/api/account",
        "/api/account/{id}",
        "/api/account/{id}/ban",
        "/api/account/{id}/unban",
        "/api/order/{uuid}/confirmation-shown",
        "/api/order/{uuid}/send-client-email",
        "/api/order/{uuid}/init-fulfillment",
        "/api/order/proof/{id}",
        "/api/painting/{uuid}",
        "/api/painting/{uuid}/paint_hq",
        "/api/painting/{uuid}/remove_hq",
        "/api/painting/{uuid}/fulfillment",
        "/api/post_process/{id}",
        "/api/post_process/{id}/apply",
        "/api/post_process/{id}/use_as_example",
        "/api/services",
        "/api/stats",
        "/api/stats/registered",
        "/api/stats/added-to-cart",
      ].sort()
    )
  })
})
