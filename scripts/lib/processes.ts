/**
 * The long-running processes of `npm start`. Each runs detached in its own process group
 * with its output in .shop/logs, and is recorded in .shop/pids with its kernel start time,
 * so `npm stop` stops exactly these processes and never a stranger that reused a pid.
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

export type ProcessRecord = {
  name: string
  pid: number
  /** Field 22 of /proc/<pid>/stat: when the kernel started it. */
  startTicks: string
  command: string[]
  /** The build the process runs, so a newer build restarts it. */
  build: string
  startedAt: string
}

export function pidFile(stateDir: string, name: string): string {
  mkdirSync(join(stateDir, "pids"), { recursive: true })
  return join(stateDir, "pids", `${name}.json`)
}

function startTicksOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    // The command name (field 2) may hold spaces; fields after it start past the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    // A zombie has exited; it only waits for a parent that may never reap it.
    if (fields[0] === "Z" || fields[0] === "X") return undefined
    return fields[19]
  } catch {
    return undefined
  }
}

export function readRecord(stateDir: string, name: string): ProcessRecord | undefined {
  const file = pidFile(stateDir, name)
  if (!existsSync(file)) return undefined
  try {
    return JSON.parse(readFileSync(file, "utf8")) as ProcessRecord
  } catch {
    return undefined
  }
}

/** True when the recorded process is still the one we started. */
export function isAlive(record: ProcessRecord | undefined): boolean {
  return Boolean(record && startTicksOf(record.pid) === record.startTicks)
}

export function startDetached(opts: {
  stateDir: string
  logDir: string
  name: string
  command: string[]
  cwd: string
  env: NodeJS.ProcessEnv
  build: string
}): ProcessRecord {
  mkdirSync(join(opts.stateDir, "pids"), { recursive: true })
  mkdirSync(opts.logDir, { recursive: true })
  const log = openSync(join(opts.logDir, `${opts.name}.log`), "a")
  const [cmd, ...args] = opts.command
  const child = spawn(cmd, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    detached: true,
    stdio: ["ignore", log, log],
  })
  child.unref()
  if (!child.pid) throw new Error(`could not start ${opts.name}`)
  const record: ProcessRecord = {
    name: opts.name,
    pid: child.pid,
    startTicks: startTicksOf(child.pid) ?? "",
    command: opts.command,
    build: opts.build,
    startedAt: new Date().toISOString(),
  }
  writeFileSync(pidFile(opts.stateDir, opts.name), JSON.stringify(record, null, 2))
  return record
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Stops a recorded process and its group: SIGTERM, then SIGKILL after the grace period.
 * Returns what happened, for the progress line.
 */
export async function stopRecorded(stateDir: string, name: string, graceMs = 20_000): Promise<string> {
  const record = readRecord(stateDir, name)
  const file = pidFile(stateDir, name)
  if (!record) return "was not running"
  if (!isAlive(record)) {
    rmSync(file, { force: true })
    return "had already exited"
  }
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-record.pid, signal)
    } catch {
      try {
        process.kill(record.pid, signal)
      } catch {
        /* gone */
      }
    }
  }
  signalGroup("SIGTERM")
  const until = Date.now() + graceMs
  while (Date.now() < until && isAlive(record)) await sleep(200)
  let how = "stopped"
  if (isAlive(record)) {
    signalGroup("SIGKILL")
    how = "killed after not stopping in time"
    while (isAlive(record)) await sleep(100)
  }
  // The group may hold children that outlive the leader (npm, next's workers).
  try {
    process.kill(-record.pid, 0)
    signalGroup("SIGKILL")
  } catch {
    /* the whole group is gone */
  }
  rmSync(file, { force: true })
  return `${how} (pid ${record.pid})`
}
