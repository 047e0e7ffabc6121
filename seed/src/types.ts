import type { MedusaContainer } from "@medusajs/framework/types"

/** What one seed step did: records it created and records it found already there. */
export type StepReport = { step: string; created: number; existing: number }

export type SeedContext = {
  container: MedusaContainer
  log: (message: string) => void
}

export class StepCounter {
  created = 0
  existing = 0
  constructor(readonly step: string) {}
  report(): StepReport {
    return { step: this.step, created: this.created, existing: this.existing }
  }
}

/** Returns the record `find` finds, or the one `create` makes; counts which it was. */
export async function findOrCreate<T>(counter: StepCounter, find: () => Promise<T | undefined>, create: () => Promise<T>): Promise<T> {
  const found = await find()
  if (found) {
    counter.existing++
    return found
  }
  const made = await create()
  counter.created++
  return made
}

/** Makes a link or relation unless it is already there; counts which it was. */
export async function ensure(counter: StepCounter, present: boolean, make: () => Promise<unknown>): Promise<void> {
  if (present) {
    counter.existing++
    return
  }
  await make()
  counter.created++
}
