/**
 * Which queues a worker process consumes: `npm run worker -- --queues production` (or
 * WORKER_QUEUES=production) starts a worker for print renders only, on a machine of its own if
 * you like; without either it consumes every queue.
 */
import { parseArgs } from "node:util"
import { QUEUE_NAMES, type QueueName } from "../queues"

export const WORKER_USAGE = `Usage: npm run worker -- [--queues photo,paint,production]   (or the names alone)

Starts one painting worker process (run as many as you like, on any machine sharing REDIS_URL,
DATABASE_URL and the file store). It consumes the named queues, or all of them.

  --queues <names>   comma-separated queues to consume (also WORKER_QUEUES); default: ${QUEUE_NAMES.join(",")}
  --help             this text

Environment: PAINTING_WORKER_CONCURRENCY (photo and paint jobs at once, default 1),
PAINTING_PRODUCTION_CONCURRENCY (print renders at once, default 1), PAINTING_RENDER_THREADS
(engine threads of a preview, default 2), PAINTING_PRODUCTION_THREADS (of a print render,
default the same, at least 2).`

export type WorkerArgs = { help: true } | { help: false; queues: QueueName[] }

/**
 * The command line and environment of `npm run worker`; an unknown queue name is an error, not a
 * silent idle worker. Run from the repository root, npm keeps `--queues` for itself (an unknown npm
 * setting): `--queues production` reaches the worker as the bare name, `--queues=production` only as
 * npm_config_queues; both are taken, so the documented command works from either folder.
 */
export function selectWorkerQueues(argv: string[], env: NodeJS.ProcessEnv = process.env): WorkerArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { queues: { type: "string", multiple: true }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
    strict: true,
  })
  if (values.help) return { help: true }
  const npmSetting = env.npm_config_queues && env.npm_config_queues !== "true" ? env.npm_config_queues : undefined
  const fromCommand = [...(values.queues ?? []), ...positionals].join(",") || npmSetting
  const given = fromCommand || env.WORKER_QUEUES
  if (!given?.trim()) return { help: false, queues: [...QUEUE_NAMES] }
  const names = [...new Set(given.split(/[\s,]+/).filter(Boolean))]
  const unknown = names.filter((name) => !(QUEUE_NAMES as readonly string[]).includes(name))
  if (unknown.length || !names.length)
    throw new Error(`unknown queue ${unknown.join(", ") || "(none)"}; the queues are ${QUEUE_NAMES.join(", ")}`)
  // In QUEUE_NAMES' order, so the services list reads the same whichever way they were named.
  return { help: false, queues: QUEUE_NAMES.filter((name) => names.includes(name)) }
}
