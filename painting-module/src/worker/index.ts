export { PaintingWorker, type PaintingWorkerOptions } from "./painting-worker"
export {
  WorkerHeartbeat,
  listLiveWorkers,
  heartbeatKey,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TTL_MS,
  type WorkerAnnouncement,
} from "./heartbeat"
