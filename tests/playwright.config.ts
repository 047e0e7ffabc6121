/**
 * Browser tests (tests/e2e) in Debian's Chromium against a whole shop that global-setup
 * starts on its own ports (see scripts/lib/test-shop.ts). `npm run test:e2e` runs them.
 */
import { join } from "node:path"
import { defineConfig } from "@playwright/test"
import { ARTIFACTS_DIR } from "./e2e/support/paths"

export default defineConfig({
  testDir: "e2e",
  outputDir: join(ARTIFACTS_DIR, "output"),
  globalSetup: "./e2e/global-setup.ts",
  globalTeardown: "./e2e/global-teardown.ts",
  // The shop under test shares the machine's 2 cores; two browsers keep it responsive.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT || join(ARTIFACTS_DIR, "report.json") }]],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-dev-shm-usage",
      ],
    },
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: "only-on-failure",
    trace: "off",
  },
})
