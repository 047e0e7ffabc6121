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
