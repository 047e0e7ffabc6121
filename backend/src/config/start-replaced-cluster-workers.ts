/**
 * Preloaded into `medusa start --cluster N` (`node --require <this, built>`; see
 * scripts/start-shop.ts and docker-compose.yml). Medusa 2.21's cluster primary forks a new
 * process when one dies, but sends its start message ({ index, workerMode }) only to the
 * processes it forked first: a replacement waits for it forever, and the backend serves with
 * one process fewer until it is restarted. This hands a replacement the message of the process
 * it replaces. Cluster workers load it too (they inherit execArgv) and do nothing with it.
 */
import cluster, { type Worker } from "node:cluster"

type StartMessage = { index: number; workerMode: string }

const isStartMessage = (m: unknown): m is StartMessage =>
  typeof m === "object" && m !== null && "workerMode" in m && typeof (m as StartMessage).index === "number"

if (cluster.isPrimary) {
  const startOf = new Map<number, StartMessage>()
  const owed: StartMessage[] = []

  cluster.on("fork", (worker: Worker) => {
    const send = worker.send.bind(worker) as (...args: unknown[]) => boolean
    worker.send = ((message: unknown, ...rest: unknown[]) => {
      if (isStartMessage(message)) startOf.set(worker.id, message)
      return send(message, ...rest)
    }) as Worker["send"]
    const start = owed.shift()
    // Medusa's own listener starts the first processes; a replacement gets the dead one's message.
    if (start) worker.once("online", () => startOf.has(worker.id) || worker.send(start))
  })

  // Registered before Medusa's, whose listener forks the replacement right after this one runs.
  cluster.on("exit", (worker: Worker) => {
    const start = startOf.get(worker.id)
    startOf.delete(worker.id)
    if (start) owed.push(start)
  })
}
