import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { isAlive, pidFile, readRecord, startDetached, stopRecorded } from "../processes"

const stateDir = () => mkdtempSync(join(tmpdir(), "shop-state-"))
/** Running, and not a zombie waiting to be reaped. */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    return false
  }
}

describe("processes started by npm start", () => {
  it("are recorded, and stopped with their children", async () => {
    const dir = stateDir()
    // A parent that starts a child, like npx or next do.
    const record = startDetached({
      stateDir: dir,
      logDir: join(dir, "logs"),
      name: "demo",
      command: ["sh", "-c", "sleep 300 & echo child $!; wait"],
      cwd: dir,
      env: {},
      build: "b1",
    })
    expect(isAlive(readRecord(dir, "demo"))).toBe(true)
    await new Promise((r) => setTimeout(r, 300))
    const childPid = Number(/child (\d+)/.exec(readFileSync(join(dir, "logs", "demo.log"), "utf8"))![1])
    expect(alive(childPid)).toBe(true)

    expect(await stopRecorded(dir, "demo")).toMatch(/^stopped \(pid \d+\)$/)
    expect(alive(record.pid)).toBe(false)
    await new Promise((r) => setTimeout(r, 200))
    expect(alive(childPid)).toBe(false)
    expect(readRecord(dir, "demo")).toBeUndefined()
  })

  it("never stops a stranger that got the recorded pid", async () => {
    const dir = stateDir()
    const stranger = spawn("sleep", ["30"], { stdio: "ignore" })
    writeFileSync(
      pidFile(dir, "backend"),
      JSON.stringify({ name: "backend", pid: stranger.pid, startTicks: "1", command: [], build: "", startedAt: "" })
    )
    expect(await stopRecorded(dir, "backend")).toBe("had already exited")
    expect(alive(stranger.pid!)).toBe(true)
    stranger.kill()
  })

  it("report a process that is not running", async () => {
    expect(await stopRecorded(stateDir(), "storefront")).toBe("was not running")
  })
})
