import { defineConfig } from "vitest/config"

// The integration runner (integration-tests/helpers/shop-test-runner.ts) boots the whole
// application per test file against a copy of a database migrated once per run; it expects jest-style globals and a CommonJS require
// that compiles TypeScript (registered in the setup file).
export default defineConfig({
  test: {
    globals: true,
    pool: "forks",
    // Two spec files at a time: much of a file's time is booting Medusa and waiting on
    // Postgres, so two overlap well on two cores (setup.ts gives each its own Redis db).
    fileParallelism: true,
    maxWorkers: 2,
    // The contract test of every /api call (tests/contract) boots the backend the same way.
    include: ["integration-tests/**/*.spec.ts", "../tests/contract/**/*.spec.ts"],
    setupFiles: ["./integration-tests/setup.ts"],
    // Gives the run its schema template (migrated once, copied by every spec file).
    globalSetup: ["./integration-tests/global-setup.ts"],
    testTimeout: 240_000,
    hookTimeout: 300_000,
    // Dropping the run's databases at the end: each DROP DATABASE waits for a checkpoint.
    teardownTimeout: 180_000,
  },
})
