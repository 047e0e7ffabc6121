/** `npm run build`: builds every part of the shop, reusing unchanged parts. */
import { buildSteps } from "./lib/build"
import { runSteps } from "./lib/progress"
import { readSettings } from "./lib/settings"

runSteps(buildSteps(readSettings())).then(() => console.log("✓ The shop is built."))
