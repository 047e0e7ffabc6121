/**
 * How many Medusa processes serve one backend (`medusa start --cluster N`): BACKEND_PROCESSES,
 * else one per core up to DEFAULT_MAX_BACKEND_PROCESSES (each holds a whole Medusa app in
 * memory); never more than the cores, which is all Medusa's cluster forks anyway. 1 runs a
 * plain `medusa start`. No imports, so `npm start` (scripts/) reads it before anything is built.
 */
export const DEFAULT_MAX_BACKEND_PROCESSES = 4
/** More than this is a typo, not a machine. */
export const MAX_BACKEND_PROCESSES = 64

export function backendProcessCount(value: string | undefined, cores: number): number {
  const limit = Math.max(1, cores)
  if (value === undefined || value.trim() === "") return Math.min(limit, DEFAULT_MAX_BACKEND_PROCESSES)
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > MAX_BACKEND_PROCESSES) {
    throw new Error(`BACKEND_PROCESSES must be a whole number from 1 to ${MAX_BACKEND_PROCESSES}, not "${value}"`)
  }
  return Math.min(n, limit)
}
