/** Runs a command to completion with its output in a log file and a sign of life on screen. */
import { spawn } from "node:child_process"
import { appendFileSync, mkdirSync } from "node:fs"
import { dirname } from "node:path"
import { StepFailed } from "./progress"

export type LoggedCommand = {
  command: string
  args: string[]
  cwd: string
  env?: NodeJS.ProcessEnv
  logFile: string
  /** What to tell the user when it fails. */
  hint: string
}

export function runLogged({ command, args, cwd, env, logFile, hint }: LoggedCommand): Promise<void> {
  mkdirSync(dirname(logFile), { recursive: true })
  appendFileSync(logFile, `\n$ ${[command, ...args].join(" ")}  (in ${cwd}, ${new Date().toISOString()})\n`)
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
    const write = (chunk: Buffer) => appendFileSync(logFile, chunk)
    child.stdout.on("data", write)
    child.stderr.on("data", write)
    const ticker = setInterval(() => {
      console.log(`    … still working (${Math.round((Date.now() - started) / 1000)} s, log: ${logFile})`)
    }, 15_000)
    child.on("error", (err) => {
      clearInterval(ticker)
      reject(new StepFailed(`could not run ${command}: ${err.message}`, hint, logFile))
    })
    child.on("close", (code, signal) => {
      clearInterval(ticker)
      if (code === 0) resolve()
      else reject(new StepFailed(`${args.slice(0, 2).join(" ") || command} exited with ${signal ?? code}`, hint, logFile))
    })
  })
}
