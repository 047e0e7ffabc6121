export { PaintingWorker, type PaintingWorkerOptions, STARTUP_TIMEOUT_MS } from "./painting-worker"
export {
  WorkerHeartbeat,
  listLiveWorkers,
  heartbeatKey,
  workerIdOf,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TTL_MS,
  type WorkerAnnouncement,
} from "./heartbeat"
export { createProcessors } from "./processors"
export { startModuleRuntime, type ModuleRuntime } from "./module-runtime"
export { WorkerRegistration } from "./worker-registry"
