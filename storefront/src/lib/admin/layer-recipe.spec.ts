import { describe, expect, it } from "vitest"
import { fromRecipe, toRecipe } from "./layer-recipe"

describe("layer recipe", () => {
  it("fills layers a style has not set with the engine's defaults", () => {
    const recipe = toRecipe({ noPost: [{ fn: "watercolor", params: { bleed: 2 } }] })
    expect(recipe.photo.map((s) => s.fn)).toEqual(["cropToSubject", "fitToSize"])
    expect(recipe.noPost).toEqual([{ fn: "watercolor", params: '{"bleed":2}' }])
    expect(recipe.production).toEqual([])
  })
  it("gives back all seven layers with parsed params", () => {
    const recipe = toRecipe(null)
    recipe.final = [
      { fn: "grain", params: '{"amount": 0.3}' },
      { fn: "watermark", params: "" },
    ]
    const { settings, error } = fromRecipe(recipe)
    expect(error).toBeUndefined()
    expect(Object.keys(settings!)).toEqual(["photo", "segment", "faceMap", "noPost", "final", "noPostHq", "production"])
    expect(settings!.final).toEqual([{ fn: "grain", params: { amount: 0.3 } }, { fn: "watermark" }])
  })
  it("names the step whose params are not a JSON object", () => {
    const recipe = toRecipe(null)
    recipe.noPost = [{ fn: "glow", params: "[1]" }]
    expect(fromRecipe(recipe).error).toBe('noPost step 1: params must be a JSON object, like {"amount": 0.5}.')
  })
})
