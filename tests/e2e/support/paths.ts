/**
 * Where the browser tests keep what they leave behind: screenshots, Playwright's output,
 * the JSON report and the description of the shop under test. Inside the state folder's
 * test-results, beside the other suites' reports (gitignored).
 */
import { join } from "node:path"
import { readSettings } from "../../../scripts/lib/settings"

export const ARTIFACTS_DIR = process.env.E2E_ARTIFACTS_DIR || join(readSettings().stateDir, "test-results", "e2e")
export const SCREENSHOTS_DIR = join(ARTIFACTS_DIR, "screens")
export const SHOP_FILE = join(ARTIFACTS_DIR, "shop.json")
