/**
 * A style painted by a remote AI service, through the real API and the real paint worker,
 * against the local AUTOMATIC1111-speaking server: the painting completes with the service's
 * progress, a service that hangs is stopped at the time-out and the painting fails with the
 * reason, a service that is not configured fails the painting at once, and admins cannot
 * pick a service this shop has no settings for.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest"
import { startFakeAutomatic1111, withEnv, type FakeAutomatic1111 } from "../helpers/fake-image-ai"
import { useInProcessWorker } from "../helpers/in-process-worker"
import { settle, withToken } from "../helpers/shop-api"
import { analysedPhoto, makeShopper } from "../helpers/shoppers"
import { waitForPainting } from "../helpers/wait"

let fake: FakeAutomatic1111
let restoreEnv: () => void

async function remoteStyle(container: MedusaContainer, provider: string, slug: string) {
  const [style] = await container.resolve<PaintingModuleService>(PAINTING_MODULE).createStyles([
    {
      title: `Remote ${slug}`,
      slug,
      provider,
      prompt: "an oil portrait of {description}, thick brush strokes",
      negative_prompt: "blurry, deformed",
      engine: { recipe: "oil" },
    },
  ])
  return style
}

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    useInProcessWorker(getContainer)

    beforeAll(async () => {
      // 6 steps of 250 ms: the painting outlasts the provider's first progress poll (500 ms),
      // so the service's progress is always asked for at least once.
      fake = await startFakeAutomatic1111({ stepMs: 250 })
      restoreEnv = withEnv({ A1111_URL: fake.url, A1111_STEPS: "6", PAINTING_PROVIDER_TIMEOUT_MS: "20000" })
    })
    afterAll(async () => {
      restoreEnv?.()
      await fake?.close()
    })
    beforeEach(() => {
      fake.mode = "ok"
      fake.requests.length = 0
      process.env.PAINTING_PROVIDER_TIMEOUT_MS = "20000"
    })

    it("paints a style whose provider is automatic1111 through the service, to complete", async () => {
      const container = getContainer()
      const style = await remoteStyle(container, "automatic1111", "remote-a1111")
      const { token } = await makeShopper(api, container, "verified")
      const photo = await analysedPhoto(api, token)
      const { status, data } = await api.post("/api/painting", { photoId: photo.id, styleId: style.id }, withToken(token))
      expect(status).toBe(201)

      const done = await waitForPainting(api, token, data.id)
      expect(done.status, done.failureReason ?? undefined).toBe("complete")
      // The watermarked preview, under a random name (issue 18).
      expect(done.image.original).toMatch(/\/static\/[0-9a-f]{32}\.jpg$/)

      // Which step painted it and what the service was asked, so a failure says where it went.
      const record = await container.resolve<PaintingModuleService>(PAINTING_MODULE).retrievePainting(data.id)
      const preview = ((record.history as { preview?: { layer: string; fn: string }[] } | null)?.preview ?? []).map(
        (h) => `${h.layer}:${h.fn}`
      )
      const asked = fake.requests.map((r) => `${r.method} ${r.path}`)
      expect(preview, `painted by ${preview.join(", ")}; service asked ${asked.join(", ") || "nothing"}`).toContain(
        "noPost:provider:automatic1111"
      )
      const post = fake.requests.find((r) => r.method === "POST" && r.path === "/sdapi/v1/img2img")!
      expect(post, `service asked ${asked.join(", ") || "nothing"}`).toBeTruthy()
      // The style's prompt with the photo's description in place of {description}.
      expect(post.json?.prompt).toMatch(/^an oil portrait of .+, thick brush strokes$/)
      expect(post.json?.prompt).not.toContain("{description}")
      expect(post.json).toMatchObject({ negative_prompt: "blurry, deformed", steps: 6 })
      expect([post.json?.width, post.json?.height]).toEqual([done.dimensions.width, done.dimensions.height])
      expect(
        fake.requests.some((r) => r.path === "/sdapi/v1/progress"),
        `service asked ${asked.join(", ")}`
      ).toBe(true)
      expect((record.progress_image as { progress: number } | null)?.progress).toBe(100)
    })

    it("stops a service that does not answer at the time-out and fails the painting with the reason", async () => {
      const container = getContainer()
      const style = await remoteStyle(container, "automatic1111", "remote-a1111-slow")
      const { token } = await makeShopper(api, container, "verified")
      const photo = await analysedPhoto(api, token)
      fake.mode = "hang"
      process.env.PAINTING_PROVIDER_TIMEOUT_MS = "1500"
      const interrupts = fake.interrupts
      const { data } = await api.post("/api/painting", { photoId: photo.id, styleId: style.id }, withToken(token))

      const failed = await waitForPainting(api, token, data.id)
      expect(failed.status).toBe("failed")
      expect(failed.failureReason).toBe(
        "The painting service (AUTOMATIC1111) took longer than 2 seconds, so we stopped this painting. Please try again, or choose another style."
      )
      expect(fake.interrupts).toBe(interrupts + 1)
      // Not stuck: the shopper may paint again.
      fake.mode = "ok"
      process.env.PAINTING_PROVIDER_TIMEOUT_MS = "20000"
      const again = await api.post("/api/painting", { photoId: photo.id, styleId: style.id }, withToken(token))
      expect(again.status).toBe(201)
      expect((await waitForPainting(api, token, again.data.id)).status).toBe("complete")
    })

    it("fails a painting at once when its style names a service this shop has no settings for", async () => {
      const container = getContainer()
      const style = await remoteStyle(container, "replicate", "remote-replicate")
      const { token } = await makeShopper(api, container, "verified")
      const photo = await analysedPhoto(api, token)
      const { data } = await api.post("/api/painting", { photoId: photo.id, styleId: style.id }, withToken(token))
      const failed = await waitForPainting(api, token, data.id)
      expect(failed.status).toBe("failed")
      expect(failed.failureReason).toBe("The painting service is not configured. Please choose another style.")
    })

    it("lets an admin choose a configured service for a style, and refuses one without settings (400)", async () => {
      const container = getContainer()
      const style = await remoteStyle(container, "local", "remote-switch")
      const { token } = await makeShopper(api, container, "admin")
      const ok = await api.patch(`/api/style/${style.id}`, { provider: "automatic1111" }, withToken(token))
      expect(ok.status).toBe(200)
      expect(ok.data.provider).toBe("automatic1111")
      const refused = await settle(api.patch(`/api/style/${style.id}`, { provider: "comfyui" }, withToken(token)))
      expect(refused).toMatchObject({
        status: 400,
        data: { field: "provider", message: 'The painting service "comfyui" is not configured on this shop. Please choose another one.' },
      })
      const unknown = await settle(api.patch(`/api/style/${style.id}`, { provider: "midjourney" }, withToken(token)))
      expect(unknown).toMatchObject({
        status: 400,
        data: { field: "provider", message: 'There is no painting service called "midjourney".' },
      })
    })
  },
})
