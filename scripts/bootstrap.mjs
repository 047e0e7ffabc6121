#!/usr/bin/env node
/**
 * Entry of `npm start`, `npm stop`, `npm test` and friends. It runs before any dependency
 * exists, so it is plain JavaScript: it checks Node, installs the workspace's dependencies
 * when they are missing or out of date, then hands over to the TypeScript script.
 */
import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const [command = "start", ...args] = process.argv.slice(2)
const scripts = {
  start: "start-shop.ts",
  stop: "stop-shop.ts",
  test: "run-tests.ts",
  build: "build-shop.ts",
  seed: "seed-shop.ts",
  bench: "run-benchmarks.ts",
  "contact-sheet": "contact-sheet.ts",
  typecheck: "typecheck.ts",
}

if (!scripts[command]) {
  console.error(`Unknown command ${command}. Use one of: ${Object.keys(scripts).join(", ")}`)
  process.exit(2)
}

const major = Number(process.versions.node.split(".")[0])
if (major < 20) {
  console.error(`✗ Node ${process.versions.node} is too old. Install Node 20 or newer and run this again.`)
  process.exit(1)
}

/** Hash of everything that decides what `npm install` puts into node_modules. */
function dependencyHash() {
  const hash = createHash("sha256")
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
  for (const file of ["package.json", "package-lock.json", ...manifest.workspaces.map((w) => `${w}/package.json`)]) {
    const path = join(root, file)
    hash.update(file).update(existsSync(path) ? readFileSync(path) : "missing")
  }
  return hash.digest("hex")
}

const stampFile = join(root, "node_modules", ".petshop-install-hash")
const wanted = dependencyHash()
const installed = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : ""

// When this command began and how long installing took: `npm test` reports both in its summary.
const commandStarted = Date.now()
let installSeconds = 0

if (installed !== wanted) {
  const started = Date.now()
  console.log("▸ Installing dependencies (npm ci, exactly as package-lock.json says; about 2 minutes)…")
  // npm ci installs what the lockfile records and never rewrites it, so a start leaves the tree clean.
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: root,
    stdio: "inherit",
    // onnxruntime-node would download a GPU build at install time; its CPU binary ships in the package.
    env: { ...process.env, ONNXRUNTIME_NODE_INSTALL: "skip", NEXT_TELEMETRY_DISABLED: "1" },
  })
  if (result.status !== 0) {
    console.error("✗ Installing dependencies failed.")
    console.error("  How to fix: check that this machine reaches the npm registry (npm ping), then run the command again.")
    console.error("  If npm says package.json and package-lock.json are out of sync, run npm install and commit the lockfile.")
    process.exit(1)
  }
  writeFileSync(stampFile, wanted)
  installSeconds = (Date.now() - started) / 1000
  console.log(`✓ Dependencies installed (${installSeconds.toFixed(1)} s)`)
} else {
  console.log("✓ Dependencies up to date")
}

const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs")
const run = spawnSync(process.execPath, [tsx, join(root, "scripts", scripts[command]), ...args], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, PETSHOP_COMMAND_STARTED: String(commandStarted), PETSHOP_INSTALL_SECONDS: String(installSeconds) },
})
process.exit(run.status ?? 1)
