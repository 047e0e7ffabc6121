/**
 * The allocator a painting worker runs on (issue 20, item 4). Under glibc's malloc, libvips'
 * and the engine's threads each grow their own arenas, which fragment over hundreds of
 * paintings until the worker holds gigabytes. jemalloc (Debian's libjemalloc2) returns freed
 * pages; where it is not installed, glibc is held to two arenas. LD_PRELOAD only names the
 * library when the file is there, so a machine without it starts the worker as before.
 */
import { existsSync } from "node:fs"

export const JEMALLOC_PATHS = [
  "/usr/local/lib/libjemalloc.so.2",
  "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2",
  "/usr/lib/aarch64-linux-gnu/libjemalloc.so.2",
]

export function workerMemoryEnv(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || "2" }
  const jemalloc = process.platform === "linux" ? JEMALLOC_PATHS.find((p) => exists(p)) : undefined
  const preload = (env.LD_PRELOAD ?? "").split(/[:\s]+/).filter(Boolean)
  if (jemalloc && !preload.some((p) => p.includes("jemalloc"))) out.LD_PRELOAD = [jemalloc, ...preload].join(":")
  return out
}
