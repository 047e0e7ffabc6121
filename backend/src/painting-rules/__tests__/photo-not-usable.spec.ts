import { describe, expect, it } from "vitest"
import { PhotoNotUsable } from "../assert-can-paint"

describe("PhotoNotUsable: a photo whose analysis failed (issue 26)", () => {
  it("says the photo could not be used, why, and to upload another", () => {
    const noPet = "We couldn't find a pet in this photo. Please upload a photo where your pet is clearly visible."
    expect(new PhotoNotUsable(noPet)).toMatchObject({ field: "photo", message: `This photo could not be used. ${noPet}` })
    expect(new PhotoNotUsable("The analysis of this photo was cancelled.").message).toBe(
      "This photo could not be used. The analysis of this photo was cancelled. Please upload another photo."
    )
    expect(new PhotoNotUsable(null).message).toBe("This photo could not be used. Its analysis failed. Please upload another photo.")
  })
})
