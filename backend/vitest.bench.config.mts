import { defineConfig } from "vitest/config"

// The backend benchmarks (`npm run bench -- cart`): booted like an integration spec (see
// vitest.integration.config.mts: seeded catalogue, own database and Redis db), one file at a
// time so nothing else takes the CPU.
export default defineConfig({
  test: {
    globals: true,
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    include: ["bench/**/*.bench.ts"],
    setupFiles: ["./integration-tests/setup.ts"],
    globalSetup: ["./integration-tests/global-setup.ts"],
    testTimeout: 600_000,
    hookTimeout: 300_000,
    teardownTimeout: 180_000,
  },
})
