/** Stability AI's control/structure endpoint, against the local Stability-speaking server. */
import sharp from "sharp"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { startFakeStability, type FakeStability } from "../../../../../tests/fake-services/stability"
import type { StabilitySettings } from "../config"
import { StabilityProvider } from "../stability"
import { common, expectInvertedSource, expectProgressToOne, failureReason, fast, makeSource, paintRequest } from "./helpers"

let fake: FakeStability
const settings = (over: Partial<StabilitySettings> = {}): StabilitySettings => ({
  ...common,
  key: "sk-test",
  base: fake.url,
  controlStrength: 0.7,
  ...over,
})

beforeAll(async () => {
  fake = await startFakeStability({ outputScale: 1.5 })
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.mode = "ok"
  fake.delayMs = 50
  fake.requests.length = 0
})

describe("Stability AI provider", () => {
  it("sends the documented multipart form and scales the answer back to the requested size", async () => {
    const source = makeSource(96, 144)
    const result = await new StabilityProvider(settings(), fast).paint(paintRequest(source))
    expectInvertedSource(result, source)

    const [req] = fake.requests
    expect(req).toMatchObject({ method: "POST", path: "/v2beta/stable-image/control/structure" })
    expect(req.headers).toMatchObject({ authorization: "Bearer sk-test", accept: "image/*" })
    expect(req.fields).toEqual({
      prompt: "an oil painting of a happy beagle",
      negative_prompt: "blurry, extra legs",
      control_strength: "0.7",
      seed: "1234",
      output_format: "png",
    })
    const image = req.files!.find((f) => f.field === "image")!
    expect(image.type).toBe("image/png")
    expect(await sharp(image.bytes).metadata()).toMatchObject({ width: 96, height: 144, format: "png" })
  })

  it("estimates progress while the synchronous request runs, and ends at 1", async () => {
    fake.delayMs = 400
    const source = makeSource(64, 96)
    const request = paintRequest(source)
    const result = await new StabilityProvider(settings(), { ...fast, minProgressStep: 0.001 }).paint(request)
    expectProgressToOne(request.calls, result)
    expect(request.calls.length).toBeGreaterThan(3)
  })

  it("refuses content: a moderation error or a filtered result ends the painting with the reason", async () => {
    fake.mode = "moderate"
    expect(await failureReason(new StabilityProvider(settings(), fast).paint(paintRequest(makeSource(64, 64))))).toBe(
      "The painting service (Stability AI) refused to paint this photo: Your request was flagged by our content moderation system, as a result your request was denied and you were not charged. Please try another photo or style."
    )
    fake.mode = "filter"
    expect(await failureReason(new StabilityProvider(settings(), fast).paint(paintRequest(makeSource(64, 64))))).toBe(
      "The painting service (Stability AI) refused to paint this photo: Its content filter held back the result. Please try another photo or style."
    )
  })

  it("reads Stability's {name, errors[]} errors", async () => {
    fake.mode = "fail"
    expect(await failureReason(new StabilityProvider(settings(), fast).paint(paintRequest(makeSource(64, 64))))).toBe(
      "The painting service (Stability AI) could not paint this photo: An unexpected server error has occurred, please try again later. Please try again, or choose another style."
    )
    fake.mode = "ok"
    expect(await failureReason(new StabilityProvider(settings({ key: "wrong" }), fast).paint(paintRequest(makeSource(64, 64))))).toBe(
      "The painting service (Stability AI) is not set up correctly: it refused our credentials (Authorization: invalid or missing header value). Please choose another style."
    )
    // A photo too small for the service: its validation message reaches the customer.
    expect(await failureReason(new StabilityProvider(settings(), fast).paint(paintRequest(makeSource(32, 48))))).toBe(
      "The painting service (Stability AI) could not paint this photo: Image: width and height must be at least 64 pixels. Please try again, or choose another style."
    )
  })

  it("gives up at the time-out instead of waiting for an answer that never comes", async () => {
    fake.mode = "hang"
    const started = Date.now()
    const reason = await failureReason(new StabilityProvider(settings({ timeoutMs: 600 }), fast).paint(paintRequest(makeSource(64, 64))))
    expect(Date.now() - started).toBeLessThan(2_500)
    expect(reason).toBe(
      "The painting service (Stability AI) took longer than 1 second, so we stopped this painting. Please try again, or choose another style."
    )
  })
})
