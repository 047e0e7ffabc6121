/**
 * Banded execution of filter kernels: one thread runs the whole range on the calling thread;
 * N threads split the rows into N bands and run them in the engine's worker pool over
 * SharedArrayBuffers. Kernels compute every pixel the same way whatever band it is in, so
 * the output is byte-identical for any thread count.
 */
import { runOnWorker } from "../pool"
import { runFilterTask, type FilterTask } from "./tasks"

type Banded<T extends FilterTask> = Omit<T, "y0" | "y1">

function toShared(a: Float32Array): Float32Array {
  if (a.buffer instanceof SharedArrayBuffer) return a
  const s = new Float32Array(new SharedArrayBuffer(a.length * 4))
  s.set(a)
  return s
}

/** Runs `task` over rows [0, total); its `dst` array receives the result. */
export async function runBands<T extends FilterTask>(threads: number, total: number, task: Banded<T>): Promise<void> {
  const n = Math.max(1, Math.min(16, Math.floor(threads)))
  if (n === 1 || total < 64) {
    runFilterTask({ ...task, y0: 0, y1: total } as T)
    await new Promise<void>((resolve) => setImmediate(resolve))
    return
  }
  const shared: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(task)) shared[k] = v instanceof Float32Array ? toShared(v) : v
  const jobs: Promise<unknown>[] = []
  for (let i = 0; i < n; i++) {
    const y0 = Math.floor((total * i) / n)
    const y1 = Math.floor((total * (i + 1)) / n)
    jobs.push(runOnWorker(i, [{ ...shared, y0, y1 } as unknown as T]))
  }
  await Promise.all(jobs)
  const dst = (task as unknown as { dst: Float32Array }).dst
  const sdst = shared.dst as Float32Array
  if (sdst !== dst) dst.set(sdst)
}
