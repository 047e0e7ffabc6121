/**
 * The local AUTOMATIC1111-speaking server of tests/fake-services/automatic1111. It lives in
 * the tests workspace, outside this package's TypeScript rootDir, so it is loaded at run time
 * and its shape is restated here (only what the specs use).
 */
import { join } from "node:path"

/** The img2img parameters the specs look at (the fake records whatever JSON was posted). */
export type Img2ImgRequest = {
  prompt?: string
  negative_prompt?: string
  steps?: number
  width?: number
  height?: number
  init_images?: string[]
  [parameter: string]: unknown
}

export type FakeAutomatic1111 = {
  url: string
  close(): Promise<void>
  /** Every request; json is the parsed body (img2img's as the specs read it). */
  requests: { method: string; path: string; query: Record<string, string>; json?: Img2ImgRequest }[]
  mode: "ok" | "fail" | "hang"
  stepMs: number
  interrupts: number
}

const FAKE_A1111_MODULE = join(__dirname, "..", "..", "..", "tests", "fake-services", "automatic1111", "index.ts")

export async function startFakeAutomatic1111(options: { stepMs?: number } = {}): Promise<FakeAutomatic1111> {
  const loaded = (await import(FAKE_A1111_MODULE)) as { startFakeAutomatic1111(o: { stepMs?: number }): Promise<FakeAutomatic1111> }
  return loaded.startFakeAutomatic1111(options)
}

/** Sets environment variables for the duration of a test file; the painting providers read them when they paint. */
export function withEnv(values: Record<string, string>) {
  const before = Object.fromEntries(Object.keys(values).map((k) => [k, process.env[k]]))
  Object.assign(process.env, values)
  return () => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
}
