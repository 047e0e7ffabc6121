import { availableParallelism } from "node:os"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Unit and module tests of every package, beside their code (`*.spec.ts`). Medusa's
// HTTP integration tests have their own config (backend/vitest.integration.config.mts),
// the whole-shop tests theirs (tests/vitest.system.config.mts).
export default defineConfig({
  // The storefront's own import alias (@/lib/…), as its tsconfig has it.
  resolve: { alias: [{ find: /^@\//, replacement: `${here("./storefront/src")}/` }] },
  test: {
    root: here("."),
    include: [
      "painting-module/src/**/*.spec.ts",
      "seed/src/**/*.spec.ts",
      "backend/src/**/*.spec.ts",
      "admin-extensions/src/**/*.spec.ts",
      "storefront/src/**/*.spec.ts",
      "storefront/server/**/*.spec.ts",
      "scripts/**/*.spec.ts",
      // The local servers that stand in for third-party APIs in tests.
      "tests/fake-services/**/*.spec.ts",
    ],
    pool: "forks",
    // Vitest's default is one worker fewer than the cores, which is one on a two-core
    // machine; two workers take the suite from about 160 s to about 100 s here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
  },
})
