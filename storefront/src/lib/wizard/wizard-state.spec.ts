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
  })
})
