import { statusOfDomainError } from "../../src/api/utils/api-error-handler"
import { asDomainError } from "../../src/lib/errors"

/**
 * Environment a spec sets before the runner boots the app (so medusa-config reads it), and
 * puts back afterwards, so the next spec in the same worker starts from what it had.
 */
export function withEnv(values: () => Record<string, string>) {
  let saved: Record<string, string | undefined> = {}
  return {
    apply() {
      const next = values()
      saved = Object.fromEntries(Object.keys(next).map((n) => [n, process.env[n]]))
      Object.assign(process.env, next)
    },
    restore() {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    },
  }
}

/**
 * The refusal a call was expected to end in, as the API would answer it: {status, message, type?, field?}
 * (a DomainError by its kind's status); a success fails the test.
 */
export const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a refusal")
    },
    (err: { status?: number; message: string; extra?: object }) => {
      const domain = asDomainError(err)
      if (!domain) return { status: err.status, message: err.message, ...err.extra }
      const { field, type } = domain
      return { status: statusOfDomainError(domain), message: domain.message, ...(field ? { field } : {}), ...(type ? { type } : {}) }
    }
  )
