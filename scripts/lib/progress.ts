/**
 * Numbered steps with timings. A failed step prints what failed, how to fix it and the
 * end of its log, then ends the process with a non-zero code.
 */
import { existsSync, readFileSync } from "node:fs"

export class StepFailed extends Error {
  constructor(
    message: string,
    readonly hint: string,
    readonly logFile?: string
  ) {
    super(message)
  }
}

export type Step = {
  title: string
  /** Returns a short detail for the done line ("reused", "3 records created"). */
  run: () => Promise<string | void>
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export function tailOf(file: string, lines = 20): string {
  if (!existsSync(file)) return ""
  return readFileSync(file, "utf8")
    .split("\n")
    .slice(-lines - 1)
    .join("\n")
}

export async function runSteps(steps: Step[]): Promise<void> {
  const total = steps.length
  for (const [index, step] of steps.entries()) {
    const label = `[${index + 1}/${total}] ${step.title}`
    console.log(`▸ ${label}…`)
    const started = Date.now()
    try {
      const detail = await step.run()
      console.log(`✓ ${label}${detail ? ` — ${detail}` : ""} (${seconds(Date.now() - started)})`)
    } catch (err) {
      console.error(`✗ ${label} failed after ${seconds(Date.now() - started)}: ${(err as Error).message}`)
      if (err instanceof StepFailed) {
        console.error(`  How to fix: ${err.hint}`)
        if (err.logFile) {
          console.error(`  Last lines of ${err.logFile}:`)
          console.error(tailOf(err.logFile).replace(/^/gm, "    "))
        }
      } else if (err instanceof Error && err.stack) {
        console.error(err.stack)
      }
      process.exit(1)
    }
  }
}
