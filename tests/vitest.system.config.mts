import { defineConfig } from "vitest/config"

// Whole-shop tests: they run the README's commands as a newcomer would, so they are slow
// (a cold build takes minutes) and run one at a time.
export default defineConfig({
  test: {
    include: ["system/**/*.spec.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 20 * 60_000,
    // The first npm start builds every part; on a busy 2-core machine that can pass 5 minutes.
    hookTimeout: 15 * 60_000,
  },
})
