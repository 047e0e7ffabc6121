export {
  PaintingWorker,
  type PaintingWorkerOptions,
  STARTUP_TIMEOUT_MS,
  LOCK_DURATION_MS,
  STALLED_INTERVAL_MS,
  MAX_STALLED_COUNT,
} from "./painting-worker"
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
