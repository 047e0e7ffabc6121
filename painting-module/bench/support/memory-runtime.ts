/**
 * The painting module's records and the File Module in memory, for benchmarks of the job
 * handlers without a backend: what the handlers read and write, and nothing else. The
 * originals put in `blobs` are kept; what the jobs write is only counted (in a shop it lives
 * in the file store, not the worker).
 */
import type { ModuleRuntime } from "../../src/worker/module-runtime"

export type Row = Record<string, unknown> & { id: string }

/** A queued painting of the bench's photo, as the shop records one before its job runs. */
export function queuedPaintingRow(
  id: string,
  seed: number,
  style: { styleId: string; width: number; height: number },
  status = "queue"
): Row {
  return {
    id,
    photo_id: "photo_1",
    style_id: style.styleId,
    width: style.width,
    height: style.height,
    prompt: null,
    negative_prompt: null,
    seed,
    status,
  }
}

/** How the style sampler reaches its queue in a bench (issue 25); by default it is never queued. */
export type SamplerQueue = {
  enqueueStyleSamples: (photoId: string, room?: string, part?: number) => Promise<void>
  paintWorkWaiting: () => Promise<boolean>
}

export function memoryRuntime(sampler: SamplerQueue = { enqueueStyleSamples: async () => undefined, paintWorkWaiting: async () => false }) {
  const tables = { photo: new Map<string, Row>(), style: new Map<string, Row>(), painting: new Map<string, Row>() }
  const blobs = new Map<string, Buffer>()
  const written = { files: 0, bytes: 0 }
  const get = (table: Map<string, Row>, id: string) => {
    const row = table.get(id)
    if (!row) throw new Error(`no record ${id}`)
    return structuredClone(row)
  }
  const update = (table: Map<string, Row>) => async (data: Row) => {
    table.set(data.id, { ...get(table, data.id), ...structuredClone(data) })
    return data
  }
  const painting = {
    retrievePhoto: async (id: string) => get(tables.photo, id),
    retrieveStyle: async (id: string) => get(tables.style, id),
    retrievePainting: async (id: string) => get(tables.painting, id),
    retrieveDefaultPostProcessSettings: async () => null,
    listStyles: async () => [...tables.style.values()].filter((s) => s.is_public !== false).map((s) => structuredClone(s)),
    enqueueStyleSamples: (photoId: string, room?: string, part?: number) => sampler.enqueueStyleSamples(photoId, room, part),
    paintWorkWaiting: () => sampler.paintWorkWaiting(),
    updatePhotos: update(tables.photo),
    updatePaintings: update(tables.painting),
    updateStyles: update(tables.style),
    updateTasks: async (data: unknown) => data,
    createPostProcessSettings: async (data: unknown) => data,
  }
  let fileId = 0
  const files = {
    getAsBuffer: async (id: string) => {
      const bytes = blobs.get(id)
      if (!bytes) throw new Error(`no file ${id}`)
      return Buffer.from(bytes)
    },
    deleteFiles: async () => undefined,
    createFiles: async (file: { content: string }) => {
      written.files++
      written.bytes += Buffer.byteLength(file.content, "base64")
      const id = `file_${++fileId}`
      return { id, url: `/static/${id}` }
    },
  }
  const runtime = { painting, files, shutdown: async () => undefined } as unknown as ModuleRuntime
  return { runtime, tables, blobs, written }
}
