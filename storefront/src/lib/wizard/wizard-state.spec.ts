import { describe, expect, it } from "vitest"
import { initialWizardState, stepOf, stepsFor, wizardReducer, type WizardState } from "./wizard-state"

const file = { file: {} as File, url: "blob:x" }
const run = (state: WizardState, ...actions: Parameters<typeof wizardReducer>[1][]) => actions.reduce(wizardReducer, state)

describe("create-painting wizard", () => {
  it("starts on the photos list, or on the selected photo when one is given", () => {
    expect(initialWizardState().tab).toBe("photos-list")
    expect(initialWizardState("photo_1")).toMatchObject({ tab: "selected-photo", photoId: "photo_1" })
  })

  it("goes photo → signature → confirm when the style allows a signature", () => {
    const s = run(initialWizardState("p"), { type: "next", allowSignature: true })
    expect(s.tab).toBe("signature")
    const done = run(s, { type: "setSignature", signature: "Rex" }, { type: "next", allowSignature: true })
    expect(done).toMatchObject({ tab: "confirm", signature: "Rex", signaturePassed: true })
    expect(stepOf(done.tab)).toBe("Confirm")
  })

  it("skips the signature step without a signature, and skipping clears it", () => {
    expect(run(initialWizardState("p"), { type: "next", allowSignature: false }).tab).toBe("confirm")
    const s = run(
      initialWizardState("p"),
      { type: "next", allowSignature: true },
      { type: "setSignature", signature: "Rex" },
      { type: "skipSignature" }
    )
    expect(s).toMatchObject({ tab: "confirm", signature: "" })
  })

  it("back steps deselect the photo or clear the image", () => {
    const cropping = run(initialWizardState(), { type: "pickImage", image: file })
    expect(cropping.tab).toBe("image-crop")
    expect(run(cropping, { type: "back", allowSignature: false })).toMatchObject({ tab: "photos-list", image: null })
    const selected = run(initialWizardState("p"), { type: "back", allowSignature: false })
    expect(selected).toMatchObject({ tab: "photos-list", photoId: null })
    const confirm = run(initialWizardState("p"), { type: "next", allowSignature: true }, { type: "next", allowSignature: true })
    expect(run(confirm, { type: "back", allowSignature: true })).toMatchObject({ tab: "signature", signaturePassed: false })
  })

  it("an upload shows on the selected photo, and a failed one returns to the crop", () => {
    const s = run(
      initialWizardState(),
      { type: "pickImage", image: file },
      { type: "uploadStarted" },
      { type: "uploadProgress", fraction: 0.4 }
    )
    expect(s).toMatchObject({ tab: "selected-photo", upload: 0.4 })
    expect(run(s, { type: "uploadFailed" }).tab).toBe("image-crop")
    expect(run(s, { type: "uploaded", photoId: "p" })).toMatchObject({ tab: "selected-photo", photoId: "p", upload: null, image: file })
  })

  it("lists the steps", () => {
    expect(stepsFor(true)).toEqual(["Photo", "Signature", "Confirm"])
    expect(stepsFor(false)).toEqual(["Photo", "Confirm"])
  })
})
