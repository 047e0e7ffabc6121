/**
 * Keeps a painting worker's memory flat over thousands of jobs (issue 20, item 4). Every job
 * decodes other pictures, so libvips' operation cache only holds memory and never hits:
 * it is turned off (PAINTING_SHARP_CACHE_MB sets a size instead). The allocator the process
 * runs on is chosen before it starts (scripts/lib/worker-env.ts, docker-compose.yml).
 */
import sharp from "sharp"

export type WorkerMemoryLimits = { sharpCacheMb: number }

export function applyWorkerMemoryLimits(env: NodeJS.ProcessEnv = process.env): WorkerMemoryLimits {
  const mb = Number(env.PAINTING_SHARP_CACHE_MB)
  const sharpCacheMb = Number.isFinite(mb) && mb > 0 ? mb : 0
  if (sharpCacheMb > 0) sharp.cache({ memory: sharpCacheMb, files: 0, items: 100 })
  else sharp.cache(false)
  return { sharpCacheMb }
}
