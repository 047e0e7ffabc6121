import { describe, expect, it } from "vitest"
import { initialWizardState, stepOf, stepsFor, wizardReducer, type WizardState } from "./wizard-state"

const file = { file: {} as File, url: "blob:x" }
const run = (state: WizardState, ...actions: Parameters<typeof wizardReducer>[1][]) => actions.reduce(wizardReducer, state)
const next = (allowSignature: boolean, framed = true) => ({ type: "next" as const, allowSignature, framed })
const back = (allowSignature: boolean, framed = true) => ({ type: "back" as const, allowSignature, framed })

describe("create-painting wizard", () => {
  it("starts on the photos list, or on the selected photo when one is given", () => {
    expect(initialWizardState().tab).toBe("photos-list")
    expect(initialWizardState("photo_1")).toMatchObject({ tab: "selected-photo", photoId: "photo_1" })
  })

  it("goes photo → frame → signature → confirm when the style allows a signature", () => {
    const framing = run(initialWizardState("p"), next(true))
    expect(framing.tab).toBe("image-crop")
    expect(stepOf(framing.tab)).toBe("Photo")
    const s = run(framing, next(true))
    expect(s.tab).toBe("signature")
    const done = run(s, { type: "setSignature", signature: "Rex" }, next(true))
    expect(done).toMatchObject({ tab: "confirm", signature: "Rex", signaturePassed: true })
    expect(stepOf(done.tab)).toBe("Confirm")
  })

  it("a face-swap style, which takes its template's shape, has no frame step", () => {
    expect(run(initialWizardState("p"), next(false, false)).tab).toBe("confirm")
    const confirm = run(initialWizardState("p"), next(false, false))
    expect(run(confirm, back(false, false)).tab).toBe("selected-photo")
  })

  it("skips the signature step without a signature, and skipping clears it", () => {
    expect(run(initialWizardState("p"), next(false), next(false)).tab).toBe("confirm")
    const s = run(initialWizardState("p"), next(true), next(true), { type: "setSignature", signature: "Rex" }, { type: "skipSignature" })
    expect(s).toMatchObject({ tab: "confirm", signature: "" })
  })

  it("back steps return to the frame, then the photo, then deselect it", () => {
    const confirm = run(initialWizardState("p"), next(true), next(true), next(true))
    const signature = run(confirm, back(true))
    expect(signature).toMatchObject({ tab: "signature", signaturePassed: false })
    const framing = run(signature, back(true))
    expect(framing.tab).toBe("image-crop")
    expect(run(run(initialWizardState("p"), next(false), next(false)), back(false)).tab).toBe("image-crop")
    const selected = run(framing, back(true))
    expect(selected).toMatchObject({ tab: "selected-photo", photoId: "p" })
    expect(run(selected, back(true))).toMatchObject({ tab: "photos-list", photoId: null })
  })

  it("an upload shows on the selected photo at once, and a failed one returns to the photos", () => {
    const s = run(initialWizardState(), { type: "uploadStarted", image: file }, { type: "uploadProgress", fraction: 0.4 })
    expect(s).toMatchObject({ tab: "selected-photo", upload: 0.4, image: file })
    expect(run(s, { type: "uploadFailed" })).toMatchObject({ tab: "photos-list", image: null })
    expect(run(s, { type: "uploaded", photoId: "p" })).toMatchObject({ tab: "selected-photo", photoId: "p", upload: null, image: file })
  })

  it("lists the steps", () => {
    expect(stepsFor(true)).toEqual(["Photo", "Signature", "Confirm"])
    expect(stepsFor(false)).toEqual(["Photo", "Confirm"])
    expect(stepsFor(true, true)).toEqual(["Photo", "Style", "Signature", "Confirm"])
    expect(stepsFor(false, true)).toEqual(["Photo", "Style", "Confirm"])
  })
})

describe("create-painting wizard opened without a style (issue 25)", () => {
  const pick = (allowSignature: boolean, framed = true) => ({ type: "pickStyle" as const, allowSignature, framed })
  const withoutStyle = (photoId?: string) => initialWizardState(photoId, { styleStep: true })

  it("goes photo → style → frame → signature → confirm, the frame part of the Style step", () => {
    const uploaded = run(withoutStyle(), { type: "uploadStarted", image: file }, { type: "uploaded", photoId: "p" })
    expect(uploaded).toMatchObject({ tab: "selected-photo", styleStep: true })
    const style = run(uploaded, next(false))
    expect(style.tab).toBe("style")
    expect(stepOf(style.tab, true)).toBe("Style")
    const framing = run(style, pick(true))
    expect(framing.tab).toBe("image-crop")
    expect(stepOf(framing.tab, true)).toBe("Style")
    const signature = run(framing, next(true))
    expect(signature.tab).toBe("signature")
    expect(run(signature, { type: "skipSignature" }).tab).toBe("confirm")
  })

  it("a face-swap style goes from the styles to its signature or to confirm", () => {
    expect(run(withoutStyle("p"), next(false), pick(false, false)).tab).toBe("confirm")
    expect(run(withoutStyle("p"), next(false), pick(true, false)).tab).toBe("signature")
  })

  it("back steps return from confirm to the frame, the styles, the photo, then deselect it", () => {
    const confirm = run(withoutStyle("p"), next(false), pick(false), next(false))
    expect(confirm.tab).toBe("confirm")
    const framing = run(confirm, back(false))
    expect(framing.tab).toBe("image-crop")
    const style = run(framing, back(false))
    expect(style.tab).toBe("style")
    const selected = run(style, back(false))
    expect(selected).toMatchObject({ tab: "selected-photo", photoId: "p" })
    expect(run(selected, back(false))).toMatchObject({ tab: "photos-list", photoId: null })
    // Without a frame (face-swap) and a signature: confirm → signature → styles.
    const faceSwap = run(withoutStyle("p"), next(true, false), pick(true, false), next(true, false))
    expect(faceSwap.tab).toBe("confirm")
    expect(run(faceSwap, back(true, false), back(true, false)).tab).toBe("style")
    expect(run(withoutStyle("p"), next(false, false), pick(false, false), back(false, false)).tab).toBe("style")
  })

  it("a style picked again asks for the signature again, if it may be signed", () => {
    const signed = run(withoutStyle("p"), next(true), pick(true), next(true), { type: "setSignature", signature: "Rex" }, next(true))
    expect(signed).toMatchObject({ tab: "confirm", signaturePassed: true })
    const again = run(signed, back(true), back(true), back(true))
    expect(again.tab).toBe("style")
    expect(run(again, pick(true))).toMatchObject({ tab: "image-crop", signaturePassed: false, signature: "Rex" })
    expect(run(again, pick(true), next(true)).tab).toBe("signature")
  })

  it("picks a style only on the Style step", () => {
    const selected = withoutStyle("p")
    expect(run(selected, pick(false))).toBe(selected)
  })

  it("changing the style of a wizard opened with one returns to the styles, or comes after the photo", () => {
    const confirm = run(initialWizardState("p"), next(false), next(false))
    expect(confirm.tab).toBe("confirm")
    expect(run(confirm, { type: "changeStyle" })).toMatchObject({ tab: "style", styleStep: true })
    const list = run(initialWizardState(), { type: "changeStyle" })
    expect(list).toMatchObject({ tab: "photos-list", styleStep: true })
    expect(run(initialWizardState("p"), { type: "changeStyle" }, next(false)).tab).toBe("style")
  })

  it("a wizard whose style cannot be found asks for one after the photo", () => {
    const s = run(initialWizardState("p"), { type: "next", allowSignature: false, framed: true, styleChosen: false })
    expect(s).toMatchObject({ tab: "style", styleStep: true })
  })
})
