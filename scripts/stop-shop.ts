/** `npm stop`: stops exactly the processes `npm start` started, newest first. */
import { runSteps } from "./lib/progress"
import { stopRecorded } from "./lib/processes"
import { readSettings } from "./lib/settings"

const settings = readSettings()

runSteps(
  ["storefront", "worker", "backend-worker", "backend"].map((name) => ({
    title: `Stop the ${name}`,
    run: () => stopRecorded(settings.stateDir, name),
  }))
).then(() => console.log("✓ Custom Pet Portraits is stopped. Postgres and Redis keep running."))
