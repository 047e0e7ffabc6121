import { defineConfig } from "vitest/config"

// Whole-shop tests: they run the README's commands as a newcomer would, so they are slow
// (a cold build takes minutes) and run one at a time.
export default defineConfig({
  test: {
    include: ["system/**/*.spec.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 20 * 60_000,
    hookTimeout: 5 * 60_000,
  },
})
