/** The shared pieces: readable vendor messages, progress mapping, deadlines, sizes. */
import { describe, expect, it } from "vitest"
import { PaintingFailure } from "../../painting-provider"
import { DeadlineExceeded, readableVendorMessage, toPaintingFailure, Unreachable, VendorError } from "../errors"
import { backoff, Deadline, splitCredentials } from "../http"
import { roundedSize } from "../images"
import { estimatedFraction, percentFromLogs, ProgressCallbackError, ProgressReporter } from "../progress"
import { makeSource } from "./helpers"

describe("vendor messages", () => {
  it("keep the first line, drop error prefixes, trailing dots and length", () => {
    expect(readableVendorMessage("RuntimeError: tensor mismatch.\n  File x.py, line 3")).toBe("Tensor mismatch")
    expect(readableVendorMessage("x".repeat(400))).toHaveLength(198)
    expect(readableVendorMessage(null)).toBe("")
  })

  it("become the customer's reason per kind of failure", () => {
    const label = "The painting service (X)"
    expect(toPaintingFailure(new VendorError("slow down", 429, "rate-limit"), label).reason).toBe(
      "The painting service (X) is busy right now. Please try again in a few minutes."
    )
    expect(toPaintingFailure(new DeadlineExceeded(180_000), label).reason).toBe(
      "The painting service (X) took longer than 3 minutes, so we stopped this painting. Please try again, or choose another style."
    )
    expect(toPaintingFailure(new Unreachable("ECONNREFUSED"), label).reason).toMatch(/cannot be reached right now/)
    const own = new PaintingFailure("kept as is")
    expect(toPaintingFailure(own, label)).toBe(own)
  })
})

describe("progress", () => {
  it("reads the last tqdm percentage of a log", () => {
    expect(percentFromLogs(" 10%|█         | 5/50 [00:01<00:09]\n 46%|████▌     | 23/50 [00:03<00:04]\n")).toBe(0.46)
    expect(percentFromLogs("Using seed: 5")).toBeNull()
  })

  it("never goes back, skips tiny steps, keeps 1 for the result and passes on its own callback's errors", async () => {
    const source = makeSource(8, 8)
    const seen: number[] = []
    const reporter = new ProgressReporter(async (_f, fraction) => void seen.push(fraction), source, 0.05)
    for (const f of [0.02, 0.3, 0.2, 0.31, 0.5, 1.5]) void reporter.report(f)
    await reporter.idle()
    expect(seen).toEqual([0.02, 0.3, 0.5, 0.99])
    await reporter.finish(source)
    expect(seen[seen.length - 1]).toBe(1)

    const failing = new ProgressReporter(async () => {
      throw new Error("disk full")
    }, source)
    await failing.report(0.1)
    expect(() => failing.check()).toThrow(ProgressCallbackError)
  })

  it("estimates progress for silent services, approaching 90%", () => {
    expect(estimatedFraction(0, 10_000)).toBe(0)
    expect(estimatedFraction(10_000, 10_000)).toBeGreaterThan(0.75)
    expect(estimatedFraction(1e9, 10_000)).toBeLessThanOrEqual(0.9)
  })
})

describe("http helpers", () => {
  it("turn credentials in a URL into Basic auth", () => {
    expect(splitCredentials("http://u:p%40ss@host:7860/")).toEqual({
      base: "http://host:7860",
      headers: { Authorization: `Basic ${Buffer.from("u:p@ss").toString("base64")}` },
    })
    expect(splitCredentials("http://host:8188")).toEqual({ base: "http://host:8188", headers: {} })
  })

  it("back off by half each poll up to a ceiling, and deadlines throw once passed", async () => {
    const next = backoff(100, 300)
    expect([next(), next(), next(), next()]).toEqual([100, 150, 225, 300])
    const deadline = new Deadline(30)
    await expect(deadline.sleep(1_000)).rejects.toBeInstanceOf(DeadlineExceeded)
  })

  it("round sizes to the latent grid", () => {
    expect(roundedSize(512, 768)).toEqual({ width: 512, height: 768 })
    expect(roundedSize(100, 150)).toEqual({ width: 104, height: 152 })
  })
})
