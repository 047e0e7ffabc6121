/**
 * The supervisor of one `npm start` process (backend, worker or storefront): it runs the
 * process as its child and starts it again when it dies, logging each restart into the
 * process's own log. It is what `startDetached` records, detached in its own session and
 * process group with the child inside, so it outlives the terminal like the process did and
 * `npm stop`'s signal to the group stops both; once signalled it never restarts anything.
 *
 * Run as `node --import tsx supervisor.ts <state dir> <name> <cwd> -- <command…>`.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { renameSync, rmSync, writeFileSync } from "node:fs"
import { childPidFile, startTicksOf } from "./processes"

/** The first restart comes at once; a process that keeps dying at start waits longer each time. */
export const RESTART_DELAYS_MS = [300, 1_000, 2_000]
/** A child that dies within this long of its start has not really run: a crash loop. */
export const QUICK_EXIT_MS = 15_000
/** After this many quick exits in a row the supervisor gives up, so npm start can say why. */
export const MAX_QUICK_EXITS = 3

const stamp = () => new Date().toISOString()
const say = (line: string) => console.log(`[supervisor ${stamp()}] ${line}`)

export function supervise(stateDir: string, name: string, cwd: string, command: string[]): void {
  const [cmd, ...args] = command
  let child: ChildProcess | undefined
  let stopping = false
  let quickExits = 0
  let restarts = 0

  const start = () => {
    const started = Date.now()
    // The folder by its path at every start: a build replaces backend/.medusa/server, and a
    // child started in the old, deleted folder dies at once (uv_cwd ENOENT).
    const current = spawn(cmd, args, { stdio: "inherit", cwd })
    child = current
    if (current.pid) {
      // Written aside and renamed, so npm start and npm stop never read half a record.
      const file = childPidFile(stateDir, name)
      writeFileSync(`${file}.tmp`, JSON.stringify({ pid: current.pid, startTicks: startTicksOf(current.pid) ?? "", restarts }))
      renameSync(`${file}.tmp`, file)
    }
    current.on("error", (err) => say(`${name} could not be started: ${err.message}`))
    current.on("exit", (code, signal) => {
      if (stopping) return finish(code)
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`
      quickExits = Date.now() - started < QUICK_EXIT_MS ? quickExits + 1 : 0
      if (quickExits >= MAX_QUICK_EXITS) {
        say(`${name} (pid ${current.pid}) ${how}, ${MAX_QUICK_EXITS} times in a row right after starting; not restarting it`)
        return finish(1)
      }
      const delay = RESTART_DELAYS_MS[Math.min(Math.max(quickExits - 1, 0), RESTART_DELAYS_MS.length - 1)]
      say(`${name} (pid ${current.pid}) ${how}; restarting it in ${(delay / 1000).toFixed(1)} s`)
      setTimeout(() => {
        // npm stop may have come while we waited.
        if (stopping) return finish(code)
        restarts++
        start()
        say(`${name} restarted as pid ${child?.pid} (restart ${restarts})`)
      }, delay)
    })
  }

  const finish = (code: number | null) => {
    rmSync(childPidFile(stateDir, name), { force: true })
    process.exit(code ?? 0)
  }

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    say(`${signal} received; stopping ${name} and not restarting it`)
    // npm stop signals the whole group, so the child has it too; this covers a lone kill.
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
    else finish(0)
  }
  process.on("SIGTERM", () => stop("SIGTERM"))
  process.on("SIGINT", () => stop("SIGINT"))
  // A closing terminal is no reason to stop; the supervisor has its own session anyway.
  process.on("SIGHUP", () => undefined)
  start()
}

if (process.argv[1]?.endsWith("supervisor.ts")) {
  const [stateDir, name, cwd, separator, ...command] = process.argv.slice(2)
  if (!stateDir || !name || !cwd || separator !== "--" || !command.length) {
    console.error("usage: supervisor.ts <state dir> <name> <cwd> -- <command…>")
    process.exit(2)
  }
  supervise(stateDir, name, cwd, command)
}
