/**
 * The long-running processes of `npm start`. Each runs detached in its own process group
 * with its output in .shop/logs, and is recorded in .shop/pids with its kernel start time,
 * so `npm stop` stops exactly these processes and never a stranger that reused a pid.
 * A supervised process runs under supervisor.ts, which restarts it when it dies: the record
 * is the supervisor's, and `<name>.child.json` names the process it runs now.
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"

export type ProcessRecord = {
  name: string
  pid: number
  /** Field 22 of /proc/<pid>/stat: when the kernel started it. */
  startTicks: string
  command: string[]
  /** The build the process runs, so a newer build restarts it. */
  build: string
  startedAt: string
  /** Run under supervisor.ts: `pid` is the supervisor's. */
  supervised?: boolean
}

/** The process a supervisor runs at the moment (it changes with every restart). */
export type ChildRecord = { pid: number; startTicks: string; restarts: number }

export function pidFile(stateDir: string, name: string): string {
  mkdirSync(join(stateDir, "pids"), { recursive: true })
  return join(stateDir, "pids", `${name}.json`)
}

export function childPidFile(stateDir: string, name: string): string {
  mkdirSync(join(stateDir, "pids"), { recursive: true })
  return join(stateDir, "pids", `${name}.child.json`)
}

export function startTicksOf(pid: number): string | undefined {
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

/** What the supervisor of `name` runs now, if it runs something. */
export function readChildRecord(stateDir: string, name: string): ChildRecord | undefined {
  try {
    const child = JSON.parse(readFileSync(childPidFile(stateDir, name), "utf8")) as ChildRecord
    return isAlive(child) ? child : undefined
  } catch {
    return undefined
  }
}

/** True when the recorded process is still the one we started. */
export function isAlive(record: Pick<ProcessRecord, "pid" | "startTicks"> | undefined): boolean {
  return Boolean(record && startTicksOf(record.pid) === record.startTicks)
}

const SUPERVISOR = join(__dirname, "supervisor.ts")
const TSX_LOADER = () => pathToFileURL(join(__dirname, "..", "..", "node_modules", "tsx", "dist", "loader.mjs")).href

export function startDetached(opts: {
  stateDir: string
  logDir: string
  name: string
  command: string[]
  cwd: string
  env: NodeJS.ProcessEnv
  build: string
  /** Restart the process whenever it dies, until `npm stop` (supervisor.ts). */
  supervised?: boolean
}): ProcessRecord {
  mkdirSync(join(opts.stateDir, "pids"), { recursive: true })
  mkdirSync(opts.logDir, { recursive: true })
  const log = openSync(join(opts.logDir, `${opts.name}.log`), "a")
  rmSync(childPidFile(opts.stateDir, opts.name), { force: true })
  const [cmd, ...args] = opts.supervised
    ? [process.execPath, "--import", TSX_LOADER(), SUPERVISOR, opts.stateDir, opts.name, opts.cwd, "--", ...opts.command]
    : opts.command
  const child = spawn(cmd, args, {
    // The supervisor itself stays out of the folder a build may replace; it starts the child there.
    cwd: opts.supervised ? opts.stateDir : opts.cwd,
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
    ...(opts.supervised ? { supervised: true } : {}),
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
    // A supervisor killed on its own leaves its child running: stop that one exactly.
    const orphan = readChildRecord(stateDir, name)
    if (orphan) await stopPid(orphan, graceMs)
    rmSync(file, { force: true })
    rmSync(childPidFile(stateDir, name), { force: true })
    return orphan ? `had already exited; stopped what it ran (pid ${orphan.pid})` : "had already exited"
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
  rmSync(childPidFile(stateDir, name), { force: true })
  return `${how} (pid ${record.pid})`
}

async function stopPid(target: ChildRecord, graceMs: number): Promise<void> {
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(target.pid, s)
    } catch {
      /* gone */
    }
  }
  signal("SIGTERM")
  const until = Date.now() + graceMs
  while (Date.now() < until && isAlive(target)) await sleep(200)
  if (isAlive(target)) signal("SIGKILL")
}
