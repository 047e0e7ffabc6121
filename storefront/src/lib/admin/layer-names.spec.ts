import { describe, expect, it } from "vitest"
// The engine registers its layer functions as these modules load.
import "../../../../painting-module/src/engine/layers/builtin"
import "../../../../painting-module/src/engine/filters"
import "../../../../painting-module/src/engine/reference"
import "../../../../painting-module/src/engine/face-swap"
import { layerFunctionNames } from "../../../../painting-module/src/engine/layers/registry"
import { LAYER_FUNCTIONS } from "./layer-names"

describe("the layer editor's functions", () => {
  it("offers every function the painting engine can run, and none it cannot", () => {
    expect([...LAYER_FUNCTIONS].sort()).toEqual([...layerFunctionNames()].sort())
  })
})
