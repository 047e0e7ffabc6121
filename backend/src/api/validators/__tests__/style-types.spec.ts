/** POST /api/style's rules for paint and face-swap styles: the head region and its template picture. */
import { describe, expect, it } from "vitest"
import { createPaintStyleBody, createStyleBody } from "../style"

const firstIssue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? null : { field: r.error!.issues[0].path.join("."), message: r.error!.issues[0].message }

describe("a style with an image (multipart)", () => {
  it("is a paint style unless it says face-swap", () => {
    const parsed = createPaintStyleBody.parse({})
    expect(parsed.type).toBe("paint")
    expect(parsed.headBox).toBeUndefined()
  })

  it("takes a face-swap's head region as the form's JSON string", () => {
    const parsed = createPaintStyleBody.parse({ type: "face-swap", headBox: '{"x":0.3,"y":0.1,"width":0.4,"height":0.35}' })
    expect(parsed).toMatchObject({ type: "face-swap", headBox: { x: 0.3, y: 0.1, width: 0.4, height: 0.35 } })
  })

  it("asks for the head region of a face-swap and refuses one outside the picture or too small", () => {
    expect(firstIssue(createPaintStyleBody.safeParse({ type: "face-swap" }))).toEqual({
      field: "headBox",
      message: "Mark the head region on the template.",
    })
    const outside = firstIssue(createPaintStyleBody.safeParse({ type: "face-swap", headBox: { x: 0.8, y: 0, width: 0.4, height: 0.3 } }))
    expect(outside).toEqual({ field: "headBox", message: "The head region must lie inside the template." })
    expect(
      firstIssue(createPaintStyleBody.safeParse({ type: "face-swap", headBox: { x: -0.1, y: 0, width: 0.4, height: 0.3 } }))?.field
    ).toBe("headBox.x")
    expect(
      firstIssue(createPaintStyleBody.safeParse({ type: "face-swap", headBox: { x: 0.1, y: 0.1, width: 0.01, height: 0.3 } }))?.message
    ).toMatch(/too small/)
    expect(firstIssue(createPaintStyleBody.safeParse({ type: "face-swap", headBox: "the middle" }))?.field).toBe("headBox")
    expect(firstIssue(createPaintStyleBody.safeParse({ type: "image-to-image" }))?.field).toBe("type")
  })
})

describe("a style without an image (JSON)", () => {
  const text = { title: "Royal Portrait", prompt: "a royal portrait of {description}" }
  it("may be a face-swap painted from its prompt (a remote service)", () => {
    expect(createStyleBody.parse({ ...text, type: "face-swap" })).toEqual({ ...text, type: "face-swap" })
  })
  it("names the missing picture when a head region comes without one", () => {
    expect(
      firstIssue(createStyleBody.safeParse({ ...text, type: "face-swap", headBox: { x: 0.3, y: 0.1, width: 0.4, height: 0.3 } }))
    ).toEqual({
      field: "image",
      message: "A face-swap style's head region needs its template picture: upload it as the image.",
    })
  })
})
