import { describe, expect, it } from "vitest"
import { hasErrors, validateStyle } from "./style-validation"

describe("validateStyle", () => {
  it("asks for a longer name and prompt on creation", () => {
    expect(validateStyle({ title: "Oil", prompt: "short" }, "create")).toEqual({
      title: "Please provide a longer name.",
      prompt: "Please provide a longer prompt.",
    })
  })
  it("accepts the minimum lengths (4 and 6, trimmed)", () => {
    expect(hasErrors(validateStyle({ title: " Oils ", prompt: "a pet." }, "create"))).toBe(false)
    expect(hasErrors(validateStyle({ title: "Oil ", prompt: "a pet." }, "create"))).toBe(true)
  })
  it("checks a written negative prompt only when editing", () => {
    const fields = { title: "Watercolor", prompt: "a {photo} in watercolor", negativePrompt: "blur" }
    expect(validateStyle(fields, "create")).toEqual({})
    expect(validateStyle(fields, "edit")).toEqual({ negativePrompt: "Please provide a longer negative prompt." })
    expect(validateStyle({ ...fields, negativePrompt: "" }, "edit")).toEqual({})
    expect(validateStyle({ ...fields, negativePrompt: "blurry, text" }, "edit")).toEqual({})
  })
})
