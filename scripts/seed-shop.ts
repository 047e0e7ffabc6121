/** `npm run seed`: creates, migrates and seeds the database (only what is missing). */
import { buildSteps } from "./lib/build"
import { databaseSteps } from "./lib/database"
import { runSteps } from "./lib/progress"
import { ensurePostgres, ensureRedis } from "./lib/services"
import { readSettings } from "./lib/settings"

const settings = readSettings()
runSteps([
  { title: "Postgres", run: () => ensurePostgres(settings.databaseUrl) },
  { title: "Redis", run: () => ensureRedis(settings.redisUrl) },
  ...buildSteps(settings, (title) => title.startsWith("Compile")),
  ...databaseSteps(settings, { force: true }),
]).then(() => console.log("✓ The database is seeded."))
