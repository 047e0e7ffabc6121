/**
 * What npm start's supervision means to an operator: a process that dies is back within 2 s
 * with a line in its log saying so, and npm stop leaves nothing running and nothing respawning.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { isAlive, readChildRecord, readRecord, startDetached, stopRecorded, type ChildRecord } from "../processes"

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function until<T>(probe: () => T | undefined, ms: number): Promise<T | undefined> {
  const end = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value !== undefined || Date.now() > end) return value
    await sleep(25)
  }
}

function startService(dir: string, command: string[], cwd = dir) {
  return startDetached({
    stateDir: dir,
    logDir: join(dir, "logs"),
    name: "worker",
    command,
    cwd,
    env: {},
    build: "b1",
    supervised: true,
  })
}

describe("a supervised process of npm start", () => {
  it("is restarted within 2 s of dying, and the restart is logged", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-state-"))
    const record = startService(dir, [process.execPath, "-e", "console.log('up', process.pid); setInterval(() => {}, 1000)"])
    try {
      const first = (await until(() => readChildRecord(dir, "worker"), 10_000))!
      expect(first.pid).not.toBe(record.pid)

      process.kill(first.pid, "SIGKILL")
      const killedAt = Date.now()
      const second = await until(() => {
        const child = readChildRecord(dir, "worker")
        return child && child.pid !== first.pid ? child : undefined
      }, 5_000)
      expect(second, "a new process after the kill").toBeDefined()
      expect(Date.now() - killedAt).toBeLessThan(2_000)
      expect(second!.restarts).toBe(1)
      await sleep(300)
      const log = readFileSync(join(dir, "logs", "worker.log"), "utf8")
      expect(log).toMatch(new RegExp(`worker \\(pid ${first.pid}\\) was killed \\(SIGKILL\\); restarting it in 0\\.3 s`))
      expect(log).toMatch(new RegExp(`worker restarted as pid ${second!.pid} \\(restart 1\\)`))
      expect(log).toContain(`up ${second!.pid}`)
    } finally {
      await stopRecorded(dir, "worker")
    }
  })

  it("is restarted in its folder after a build replaced that folder (backend/.medusa/server)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-state-"))
    const server = join(dir, "server")
    mkdirSync(server)
    startService(dir, [process.execPath, "-e", "console.log('up in', process.cwd()); setInterval(() => {}, 1000)"], server)
    try {
      const first = (await until(() => readChildRecord(dir, "worker"), 10_000))!
      const log = () => readFileSync(join(dir, "logs", "worker.log"), "utf8")
      await until(() => (log().includes("up in") ? true : undefined), 10_000)
      rmSync(server, { recursive: true })
      mkdirSync(server)
      process.kill(first.pid, "SIGKILL")
      const second = await until(() => {
        const child = readChildRecord(dir, "worker")
        return child && child.pid !== first.pid ? child : undefined
      }, 5_000)
      await sleep(1_000)
      expect(isAlive(second), log()).toBe(true)
      expect(log().match(/up in /g), log()).toHaveLength(2)
    } finally {
      await stopRecorded(dir, "worker")
    }
  })

  it("is stopped by npm stop with its supervisor, and nothing respawns it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-state-"))
    const record = startService(dir, [process.execPath, "-e", "setInterval(() => {}, 1000)"])
    const child = (await until(() => readChildRecord(dir, "worker"), 10_000)) as ChildRecord

    expect(await stopRecorded(dir, "worker")).toMatch(/^stopped \(pid \d+\)$/)
    await sleep(1_500)
    expect(isAlive(record)).toBe(false)
    expect(isAlive(child)).toBe(false)
    expect(readChildRecord(dir, "worker")).toBeUndefined()
    expect(readRecord(dir, "worker")).toBeUndefined()
  })

  it("whose supervisor was killed alone is still stopped by npm stop", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-state-"))
    const record = startService(dir, [process.execPath, "-e", "setInterval(() => {}, 1000)"])
    const child = (await until(() => readChildRecord(dir, "worker"), 10_000)) as ChildRecord
    process.kill(record.pid, "SIGKILL")
    await until(() => (isAlive(record) ? undefined : true), 5_000)

    expect(await stopRecorded(dir, "worker")).toBe(`had already exited; stopped what it ran (pid ${child.pid})`)
    expect(isAlive(child)).toBe(false)
  })

  it("that keeps dying at start is given up, so npm start can report it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-state-"))
    const record = startService(dir, [process.execPath, "-e", "process.exit(3)"])
    expect(await until(() => (isAlive(record) ? undefined : true), 10_000)).toBe(true)
    expect(readFileSync(join(dir, "logs", "worker.log"), "utf8")).toMatch(
      /exited with code 3, 3 times in a row right after starting; not restarting it/
    )
    await stopRecorded(dir, "worker")
  })
})
