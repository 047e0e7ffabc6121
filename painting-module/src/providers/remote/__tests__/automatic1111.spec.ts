/** AUTOMATIC1111's webui API, against the local webui-speaking server. */
import sharp from "sharp"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { startFakeAutomatic1111, type FakeAutomatic1111 } from "../../../../../tests/fake-services/automatic1111"
import { automatic1111Error, Automatic1111Provider } from "../automatic1111"
import type { Automatic1111Settings } from "../config"
import { common, expectInvertedSource, expectProgressToOne, failureReason, fast, makeSource, meanDifference, paintRequest } from "./helpers"

let fake: FakeAutomatic1111
let guarded: FakeAutomatic1111
const settings = (over: Partial<Automatic1111Settings> = {}): Automatic1111Settings => ({
  ...common,
  url: fake.url,
  steps: 8,
  cfgScale: 7,
  sampler: "",
  ...over,
})

beforeAll(async () => {
  fake = await startFakeAutomatic1111({ stepMs: 40 })
  guarded = await startFakeAutomatic1111({ stepMs: 10, auth: { user: "painter", password: "s3cret:pass" } })
})
afterAll(async () => {
  await fake.close()
  await guarded.close()
})
beforeEach(() => {
  fake.mode = "ok"
  fake.requests.length = 0
})

describe("AUTOMATIC1111 provider", () => {
  it("posts the documented img2img body and returns images[0] at the requested size", async () => {
    const source = makeSource(100, 150)
    const result = await new Automatic1111Provider(settings({ sampler: "Euler a" }), fast).paint(paintRequest(source))
    expectInvertedSource(result, source)

    const post = fake.requests.find((r) => r.method === "POST" && r.path === "/sdapi/v1/img2img")!
    expect(post.json).toMatchObject({
      prompt: "an oil painting of a happy beagle",
      negative_prompt: "blurry, extra legs",
      seed: 1234,
      denoising_strength: 0.6,
      steps: 8,
      cfg_scale: 7,
      sampler_name: "Euler a",
      // Rounded to the 8-pixel latent grid; the answer is scaled back to 100 x 150.
      width: 104,
      height: 152,
      batch_size: 1,
      n_iter: 1,
    })
    const initImages = (post.json as { init_images: string[] }).init_images
    expect(initImages).toHaveLength(1)
    expect(await sharp(Buffer.from(initImages[0], "base64")).metadata()).toMatchObject({
      width: 100,
      height: 150,
      format: "png",
    })
    expect(fake.requests.some((r) => r.method === "GET" && r.path === "/sdapi/v1/progress" && r.query.skip_current_image === "false")).toBe(
      true
    )
  })

  it("turns /sdapi/v1/progress into rising fractions with the sampler's previews as frames", async () => {
    const source = makeSource(64, 96)
    const request = paintRequest(source)
    const result = await new Automatic1111Provider(settings({ steps: 10 }), { ...fast, minProgressStep: 0.01 }).paint(request)
    expectProgressToOne(request.calls, result)
    const middle = request.calls.filter((c) => c.fraction > 0.05 && c.fraction < 1)
    expect(middle.length).toBeGreaterThan(1)
    // Previews move from the photo towards the painting.
    const previews = middle.filter((c) => c.frame !== source)
    expect(previews.length).toBeGreaterThan(0)
    const last = previews[previews.length - 1].frame
    expect(meanDifference(last, result)).toBeLessThan(meanDifference(source, result))
  })

  it("sends a print-size source at most 1536 px on its longer side and scales the answer back up", async () => {
    const source = makeSource(1200, 1800)
    const result = await new Automatic1111Provider(settings({ steps: 2 }), fast).paint(paintRequest(source))
    expectInvertedSource(result, source)
    const post = fake.requests.find((r) => r.method === "POST" && r.path === "/sdapi/v1/img2img")!
    expect(post.json).toMatchObject({ width: 1024, height: 1536 })
  })

  it("sends credentials given in A1111_URL as Basic auth, and explains a refusal", async () => {
    const url = new URL(guarded.url)
    url.username = "painter"
    url.password = encodeURIComponent("s3cret:pass")
    const source = makeSource(64, 64)
    expectInvertedSource(await new Automatic1111Provider(settings({ url: url.toString() }), fast).paint(paintRequest(source)), source)
    url.password = "wrong"
    expect(await failureReason(new Automatic1111Provider(settings({ url: url.toString() }), fast).paint(paintRequest(source)))).toBe(
      "The painting service (AUTOMATIC1111) is not set up correctly: it refused our credentials (Incorrect username or password). Please choose another style."
    )
  })

  it("fails with the webui's error when sampling fails", async () => {
    fake.mode = "fail"
    expect(await failureReason(new Automatic1111Provider(settings(), fast).paint(paintRequest(makeSource(64, 64))))).toBe(
      "The painting service (AUTOMATIC1111) could not paint this photo: CUDA out of memory. Tried to allocate 3.00 GiB (GPU 0; 7.79 GiB total capacity; 5.12 GiB already allocated). Please try again, or choose another style."
    )
  })

  it("interrupts the sampler at the time-out and fails with a reason", async () => {
    fake.mode = "hang"
    const before = fake.interrupts
    const request = paintRequest(makeSource(64, 64))
    const reason = await failureReason(new Automatic1111Provider(settings({ timeoutMs: 600 }), fast).paint(request))
    expect(reason).toBe(
      "The painting service (AUTOMATIC1111) took longer than 1 second, so we stopped this painting. Please try again, or choose another style."
    )
    expect(fake.interrupts).toBe(before + 1)
    expect(fake.requests.some((r) => r.method === "POST" && r.path === "/sdapi/v1/interrupt")).toBe(true)
    expect(request.calls.every((c) => c.fraction < 1)).toBe(true)
  })

  it("reads FastAPI validation errors and a webui started without --api", () => {
    expect(
      automatic1111Error(422, { detail: [{ loc: ["body", "init_images"], msg: "field required", type: "value_error.missing" }] }, "")
        .message
    ).toBe("init_images: field required")
    expect(automatic1111Error(404, { detail: "Not Found" }, "").message).toBe("its API is not enabled (start the webui with --api)")
  })
})
