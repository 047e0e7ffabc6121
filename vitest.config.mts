import { defineConfig } from "vitest/config"

// Unit and module tests of every package, beside their code (`*.spec.ts`). Medusa's
// HTTP integration tests have their own config (backend/vitest.integration.config.mts),
// the whole-shop tests theirs (tests/vitest.system.config.mts).
export default defineConfig({
  test: {
    include: [
      "painting-module/src/**/*.spec.ts",
      "seed/src/**/*.spec.ts",
      "backend/src/**/*.spec.ts",
      "admin-extensions/src/**/*.spec.ts",
      "storefront/src/**/*.spec.ts",
      "scripts/**/*.spec.ts",
      // The local servers that stand in for third-party APIs in tests.
      "tests/fake-services/**/*.spec.ts",
    ],
    pool: "forks",
    testTimeout: 30_000,
  },
})
