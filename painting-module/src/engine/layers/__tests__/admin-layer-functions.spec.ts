import { describe, expect, it } from "vitest"
// The engine registers its layer functions as these modules load.
import "../builtin"
import "../../filters"
import "../../reference"
import "../../face-swap"
import { layerFunctionNames } from "../registry"
// The storefront's admin layer editor offers this list for new steps.
import { LAYER_FUNCTIONS } from "../../../../../storefront/src/lib/admin/layer-names"

describe("the admin layer editor's functions", () => {
  it("are every function the painting engine can run, and none it cannot", () => {
    expect([...LAYER_FUNCTIONS].sort()).toEqual([...layerFunctionNames()].sort())
  })
})
