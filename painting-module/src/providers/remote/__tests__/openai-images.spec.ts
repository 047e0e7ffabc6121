/** OpenAI's image edits, against the local OpenAI-speaking server. */
import sharp from "sharp"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { startFakeOpenAi, type FakeOpenAi } from "../../../../../tests/fake-services/openai"
import type { OpenAiSettings } from "../config"
import { OpenAiImagesProvider, openAiSize } from "../openai-images"
import { common, expectInvertedSource, expectProgressToOne, failureReason, fast, makeSource, paintRequest } from "./helpers"

let fake: FakeOpenAi
const settings = (over: Partial<OpenAiSettings> = {}): OpenAiSettings => ({
  ...common,
  key: "sk-test-key-1234",
  base: fake.url,
  model: "gpt-image-1",
  inputFidelity: "high",
  quality: "auto",
  ...over,
})

beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.mode = "ok"
  fake.delayMs = 50
  fake.requests.length = 0
})

describe("OpenAI images provider", () => {
  it("posts the documented edit and decodes data[0].b64_json at the requested size", async () => {
    const source = makeSource(96, 144)
    const request = paintRequest(source)
    const result = await new OpenAiImagesProvider(settings(), fast).paint(request)
    expectInvertedSource(result, source)
    expectProgressToOne(request.calls, result)

    const [req] = fake.requests
    expect(req).toMatchObject({ method: "POST", path: "/v1/images/edits" })
    expect(req.headers.authorization).toBe("Bearer sk-test-key-1234")
    expect(req.fields).toEqual({
      model: "gpt-image-1",
      prompt: "an oil painting of a happy beagle. Avoid: blurry, extra legs",
      n: "1",
      size: "1024x1536",
      quality: "auto",
      input_fidelity: "high",
    })
    const image = req.files!.find((f) => f.field === "image")!
    expect(await sharp(image.bytes).metadata()).toMatchObject({ width: 96, height: 144, format: "png" })
  })

  it("asks for the supported size closest to the painting's shape", () => {
    expect(openAiSize(512, 768, "gpt-image-1")).toBe("1024x1536")
    expect(openAiSize(768, 512, "gpt-image-1")).toBe("1536x1024")
    expect(openAiSize(600, 600, "gpt-image-1")).toBe("1024x1024")
    expect(openAiSize(512, 768, "dall-e-2")).toBe("1024x1024")
  })

  it("reads OpenAI's {error: {message, code}}: a wrong key, moderation and a server error", async () => {
    expect(await failureReason(new OpenAiImagesProvider(settings({ key: "bad" }), fast).paint(paintRequest(makeSource(64, 64))))).toBe(
      "The painting service (OpenAI) is not set up correctly: it refused our credentials (Incorrect API key provided: bad***bad. You can find your API key at https://platform.openai.com/account/api-keys). Please choose another style."
    )
    fake.mode = "moderate"
    expect(await failureReason(new OpenAiImagesProvider(settings(), fast).paint(paintRequest(makeSource(64, 64))))).toMatch(
      /^The painting service \(OpenAI\) refused to paint this photo: Your request was rejected as a result of our safety system\./
    )
    fake.mode = "fail"
    expect(await failureReason(new OpenAiImagesProvider(settings(), fast).paint(paintRequest(makeSource(64, 64))))).toBe(
      "The painting service (OpenAI) could not paint this photo: The server had an error while processing your request. Sorry about that! Please try again, or choose another style."
    )
    fake.mode = "ok"
    expect(
      await failureReason(new OpenAiImagesProvider(settings({ model: "dall-e-9" }), fast).paint(paintRequest(makeSource(64, 64))))
    ).toMatch(/could not paint this photo: Invalid value: 'dall-e-9'\. Supported values are: 'gpt-image-1'/)
  })

  it("gives up at the time-out", async () => {
    fake.mode = "hang"
    const reason = await failureReason(new OpenAiImagesProvider(settings({ timeoutMs: 500 }), fast).paint(paintRequest(makeSource(64, 64))))
    expect(reason).toBe(
      "The painting service (OpenAI) took longer than 1 second, so we stopped this painting. Please try again, or choose another style."
    )
  })
})
