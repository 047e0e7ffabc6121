/**
 * Painting workers as separate processes (`npm run worker`, from painting-module/dist: rebuild
 * it after changing the module), on the test's database and Redis, with their output kept.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { resolve } from "node:path"

const WORKER_ENTRY = resolve(__dirname, "..", "..", "..", "painting-module", "dist", "worker", "start-worker.js")

export type WorkerProcess = { child: ChildProcess; output: string[] }

export function startWorker(databaseUrl: string, extraEnv: Record<string, string> = {}): WorkerProcess {
  const child = spawn(process.execPath, [WORKER_ENTRY], {
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: process.env.REDIS_URL!, ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const output: string[] = []
  child.stdout!.on("data", (d) => output.push(String(d)))
  child.stderr!.on("data", (d) => output.push(String(d)))
  return { child, output }
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((r) => (child.exitCode !== null ? r(child.exitCode) : child.once("exit", (code) => r(code))))

/** Calls `probe` until it gives a value, or throws after `ms`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
