/** `npm run typecheck`: every TypeScript project of the workspace (the list is in lib/checks.ts). */
import { join } from "node:path"
import { typecheckAll } from "./lib/checks"
import { runSteps } from "./lib/progress"
import { readSettings } from "./lib/settings"

const settings = readSettings()
void runSteps([{ title: "Type-check every package", run: () => typecheckAll(join(settings.logDir, "typecheck.log")) }])
