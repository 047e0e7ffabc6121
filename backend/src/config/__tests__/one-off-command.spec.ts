import { describe, expect, it } from "vitest"
import { isOneOffCommand } from "../medusa-modules"

const cli = "/shop/node_modules/@medusajs/cli/cli.js"

describe("the live-events server stays off for one-off medusa commands", () => {
  it.each([
    [["node", cli, "db:migrate"], true],
    [["node", cli, "exec", "./src/scripts/seed-shop.ts"], true],
    [["node", "/shop/node_modules/.bin/medusa", "user", "-e", "a@b.c"], true],
    [["node", cli, "start", "-p", "9000"], false],
    [["node", cli, "develop"], false],
    // Integration tests boot the app in vitest, not through the CLI.
    [["node", "/shop/node_modules/vitest/vitest.mjs", "run"], false],
  ])("%j → %s", (argv, oneOff) => {
    expect(isOneOffCommand(argv as string[])).toBe(oneOff)
  })
})
