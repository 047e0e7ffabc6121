/** Replicate's predictions API, against the local Replicate-speaking server. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import {
  FAKE_REPLICATE_MODEL,
  FAKE_REPLICATE_VERSION,
  startFakeReplicate,
  type FakeReplicate,
} from "../../../../../tests/fake-services/replicate"
import type { ReplicateSettings } from "../config"
import { predictionEndpoint, ReplicateProvider } from "../replicate"
import { closedPortUrl, common, expectInvertedSource, expectProgressToOne, failureReason, fast, makeSource, paintRequest } from "./helpers"

let fake: FakeReplicate
const settings = (over: Partial<ReplicateSettings> = {}): ReplicateSettings => ({
  ...common,
  token: "r8_test_token",
  model: FAKE_REPLICATE_VERSION,
  base: fake.url,
  ...over,
})

beforeAll(async () => {
  fake = await startFakeReplicate({ steps: 5, stepMs: 30 })
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.mode = "ok"
  fake.requests.length = 0
})

describe("Replicate provider", () => {
  it("creates a prediction as documented, polls it to success and returns the output at the requested size", async () => {
    const source = makeSource(96, 144)
    const request = paintRequest(source)
    const result = await new ReplicateProvider(settings(), fast).paint(request)

    expectInvertedSource(result, source)
    const create = fake.requests.find((r) => r.method === "POST" && r.path === "/v1/predictions")!
    expect(create.headers.authorization).toBe("Bearer r8_test_token")
    expect(create.json).toMatchObject({
      version: FAKE_REPLICATE_VERSION,
      input: { prompt: "an oil painting of a happy beagle", negative_prompt: "blurry, extra legs", seed: 1234, prompt_strength: 0.6 },
    })
    expect((create.json as { input: { image: string } }).input.image).toMatch(/^data:image\/jpeg;base64,/)
    const polls = fake.requests.filter((r) => r.method === "GET" && r.path.startsWith("/v1/predictions/"))
    expect(polls.length).toBeGreaterThan(1)
    expect(polls.every((p) => p.headers.authorization === "Bearer r8_test_token")).toBe(true)
    // The output file is fetched from the file host without the API token.
    expect(fake.requests.find((r) => r.path.startsWith("/files/"))).toBeTruthy()
  })

  it("maps the percentages of the model's logs onto progress, going only up and ending at 1", async () => {
    const source = makeSource(64, 96)
    const request = paintRequest(source)
    const result = await new ReplicateProvider(settings(), { ...fast, minProgressStep: 0.01 }).paint(request)
    expectProgressToOne(request.calls, result)
    const fractions = request.calls.map((c) => c.fraction)
    // Accepted, then the tqdm lines 20%..100% scaled into the part before the result.
    expect(fractions[0]).toBeCloseTo(0.02, 5)
    expect(fractions.some((f) => f > 0.3 && f < 0.99)).toBe(true)
    expect(fractions).toContain(0.95)
  })

  it("runs an official model through its own endpoint", async () => {
    const source = makeSource(64, 64)
    await new ReplicateProvider(settings({ model: FAKE_REPLICATE_MODEL }), fast).paint(paintRequest(source))
    const create = fake.requests.find((r) => r.method === "POST")!
    expect(create.path).toBe(`/v1/models/${FAKE_REPLICATE_MODEL}/predictions`)
    expect((create.json as { version?: string }).version).toBeUndefined()
    expect(predictionEndpoint("https://api.replicate.com", `${FAKE_REPLICATE_MODEL}:abc`, {})).toEqual({
      url: "https://api.replicate.com/v1/predictions",
      body: { version: "abc", input: {} },
    })
  })

  it("fails with the model's own error when the prediction fails", async () => {
    fake.mode = "fail"
    const reason = await failureReason(new ReplicateProvider(settings(), fast).paint(paintRequest(makeSource(64, 64))))
    expect(reason).toBe(
      "The painting service (Replicate) could not paint this photo: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 15.78 GiB total capacity; 13.2 GiB already allocated). Please try again, or choose another style."
    )
  })

  it("reads Replicate's problem details: a refused token and an unknown version", async () => {
    const auth = await failureReason(new ReplicateProvider(settings({ token: "wrong" }), fast).paint(paintRequest(makeSource(64, 64))))
    expect(auth).toBe(
      "The painting service (Replicate) is not set up correctly: it refused our credentials (You did not pass a valid authentication token). Please choose another style."
    )
    const version = await failureReason(
      new ReplicateProvider(settings({ model: "0".repeat(64) }), fast).paint(paintRequest(makeSource(64, 64)))
    )
    expect(version).toMatch(/^The painting service \(Replicate\) could not paint this photo: The specified version does not exist/)
  })

  it("cancels the prediction when it takes longer than the time-out, and fails with a reason", async () => {
    fake.mode = "hang"
    const request = paintRequest(makeSource(64, 64))
    const started = Date.now()
    const reason = await failureReason(new ReplicateProvider(settings({ timeoutMs: 700 }), fast).paint(request))
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(reason).toBe(
      "The painting service (Replicate) took longer than 1 second, so we stopped this painting. Please try again, or choose another style."
    )
    const id = fake.requests.find((r) => r.method === "POST" && r.path === "/v1/predictions")
    expect(id).toBeTruthy()
    expect(fake.cancelled).toHaveLength(1)
    expect(fake.predictions.get(fake.cancelled[0])!.status).toBe("canceled")
    expect(fake.requests.some((r) => r.path === `/v1/predictions/${fake.cancelled[0]}/cancel`)).toBe(true)
    // Progress stopped below 1.
    expect(request.calls.every((c) => c.fraction < 1)).toBe(true)
  })

  it("says the service cannot be reached when nothing listens", async () => {
    const reason = await failureReason(
      new ReplicateProvider(settings({ base: await closedPortUrl() }), fast).paint(paintRequest(makeSource(64, 64)))
    )
    expect(reason).toBe("The painting service (Replicate) cannot be reached right now. Please try again later, or choose another style.")
  })
})
