/**
 * The object detector behind `analysePhoto`: CenterNet (COCO classes) from
 * `@vladmandic/human`, run by TensorFlow.js on its WebAssembly backend.
 *
 * Why it is loaded this way:
 * - `human.node-wasm.js` (the package's Node build for WASM) needs
 *   `@tensorflow/tfjs-converter`, which is not installed, and `@tensorflow/tfjs-node`
 *   cannot be installed here. The browser bundle `dist/human.js` carries its own
 *   TensorFlow.js (core, converter, WASM backend) and needs nothing else but the
 *   `.wasm` binaries that `@tensorflow/tfjs-backend-wasm` ships (same version, 4.22.0).
 * - That bundle expects a browser. It runs here in its own `node:vm` context whose
 *   only way out is a `fetch` that serves two folders from disk: the model files in
 *   `@vladmandic/human/models/` and the `.wasm` files. Any other URL gets a 404, so
 *   nothing is ever downloaded at run time (the URLs use the reserved `.invalid`
 *   domain). Typed arrays are made inside the context so tfjs's `instanceof` checks hold.
 * - The model is loaded once per process (lazy singleton) and reused; `disposePhotoAnalyser`
 *   frees it.
 *
 * The model's own output is used (the `tower_0/detections` top-100 list), not human's
 * post-processing, because human suppresses overlapping boxes across classes, which hides
 * the "cat" reading of an animal the model also calls "dog". The picture is letterboxed
 * (aspect ratio kept, padded to the 512 × 512 input) rather than stretched: stretching a
 * 3:2 cat photo made the model call it a dog.
 */
import { readFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import * as vm from "node:vm"
import { PhotoProcessingError } from "./errors"

/** COCO class ids (0-based, as the model outputs them). */
export const COCO = { person: 0, cat: 15, dog: 16 } as const

export type RawDetection = {
  classId: number
  score: number
  /** Box in fractions (0..1) of the image, clamped. */
  x1: number
  y1: number
  x2: number
  y2: number
}

export type DetectorInput = { data: Buffer | Uint8Array; width: number; height: number }

export interface Detector {
  /** Runs the model on a raw RGB image; `flip` mirrors it first (boxes are mapped back). */
  detect(input: DetectorInput, opts?: { flip?: boolean }): Promise<RawDetection[]>
  /** Live tensors in the sandbox (constant between calls: nothing leaks). */
  tensorCount(): number
  dispose(): void
}

const MODEL_INPUT = 512
const PAD_VALUE = 114
const ASSET_ORIGIN = "https://photo-analyser.invalid"

// Minimal views of the objects living inside the sandbox.
type SandboxTensor = { dispose(): void; data(): Promise<ArrayLike<number>> }
type SandboxModel = { execute(input: SandboxTensor, outputs: string[]): SandboxTensor; dispose(): void }
type SandboxApi = {
  loadModel(url: string): Promise<SandboxModel>
  prepare(bytes: Uint8Array, width: number, height: number, size: number, pad: number, flip: boolean): SandboxTensor
  numTensors(): number
  backend(): string
}

function packagePaths(): { humanDir: string; wasmDir: string } {
  // `@vladmandic/human` resolves (its "node" export) to dist/human.node.js; the package's
  // exports map does not expose package.json or the models folder, so go from there.
  const humanDist = dirname(require.resolve("@vladmandic/human"))
  const wasmDist = dirname(require.resolve("@tensorflow/tfjs-backend-wasm"))
  return { humanDir: dirname(humanDist), wasmDir: wasmDist }
}

/** Serves the model and wasm files from disk; everything else is a 404. */
function makeAssetReader(humanDir: string, wasmDir: string) {
  const folders: Record<string, string> = {
    [`${ASSET_ORIGIN}/models/`]: join(humanDir, "models"),
    [`${ASSET_ORIGIN}/wasm/`]: wasmDir,
  }
  return async (url: string): Promise<Uint8Array | null> => {
    for (const [prefix, dir] of Object.entries(folders)) {
      if (!url.startsWith(prefix)) continue
      const name = url.slice(prefix.length).split(/[?#]/)[0]!
      if (!/^[A-Za-z0-9._-]+$/.test(name) || name.startsWith(".")) return null
      try {
        return await readFile(join(dir, name))
      } catch {
        return null
      }
    }
    return null
  }
}

// Runs inside the sandbox, after human.js: a fetch over the asset reader, a tfjs platform,
// and the few tensor helpers we call from outside.
const SANDBOX_PRELUDE = `
globalThis.window = globalThis;
globalThis.self = globalThis;
globalThis.fetch = async function (url) {
  const bytes = await __readAsset(String(url));
  const respond = (ok, body) => ({
    ok, status: ok ? 200 : 404, statusText: ok ? "OK" : "Not Found", url: String(url),
    headers: { get: () => null },
    arrayBuffer: async () => { if (!ok) throw new Error("404 " + url); return body; },
    text: async () => (ok ? new TextDecoder().decode(body) : ""),
    json: async () => { if (!ok) throw new Error("404 " + url); return JSON.parse(new TextDecoder().decode(body)); },
  });
  if (!bytes) return respond(false, null);
  const body = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(body).set(bytes);
  return respond(true, body);
};
`

const SANDBOX_API = `
(function (tf) {
  const copy = (u8) => { const a = new Uint8Array(u8.length); a.set(u8); return a; };
  tf.setPlatform("photo-sandbox", {
    fetch: (path, init) => fetch(path, init),
    now: () => performance.now(),
    encode: (text) => copy(new TextEncoder().encode(text)),
    decode: (bytes, encoding) => new TextDecoder(encoding).decode(bytes),
    isTypedArray: (a) => a instanceof Float32Array || a instanceof Int32Array || a instanceof Uint8Array || a instanceof Uint8ClampedArray,
    setTimeoutCustom: (fn, delay) => setTimeout(fn, delay),
  });
  return {
    tf,
    loadModel: (url) => tf.loadGraphModel(url),
    prepare: (bytes, width, height, size, pad, flip) => tf.tidy(() => {
      const pixels = tf.tensor3d(new Float32Array(bytes), [height, width, 3], "float32");
      const scale = size / Math.max(width, height);
      const w = Math.max(1, Math.round(width * scale)), h = Math.max(1, Math.round(height * scale));
      let x = tf.image.resizeBilinear(pixels, [h, w]);
      if (flip) x = tf.reverse(x, 1);
      x = tf.pad(x, [[0, size - h], [0, size - w], [0, 0]], pad);
      return tf.expandDims(x, 0);
    }),
    numTensors: () => tf.memory().numTensors,
    backend: () => tf.getBackend(),
  };
})
`

type HumanInstance = { tf: unknown; init(): Promise<void> }
type HumanModule = { Human: new (config: Record<string, unknown>) => HumanInstance }

async function createDetector(): Promise<Detector> {
  const { humanDir, wasmDir } = packagePaths()
  const source = await readFile(join(humanDir, "dist", "human.js"), "utf8")
  const readAsset = makeAssetReader(humanDir, wasmDir)
  const quiet = () => undefined
  const sandbox: Record<string, unknown> = {
    // tfjs and emscripten talk a lot; keep warnings and errors only.
    console: { log: quiet, info: quiet, debug: quiet, trace: quiet, warn: console.warn, error: console.error },
    __readAsset: readAsset,
    TextEncoder,
    TextDecoder,
    performance,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    URL,
    atob,
    btoa,
  }
  const context = vm.createContext(sandbox, { name: "photo-analyser" })
  vm.runInContext(SANDBOX_PRELUDE, context)
  vm.runInContext(source, context, { filename: join(humanDir, "dist", "human.js") })
  const humanModule = (context as { Human?: HumanModule }).Human
  if (!humanModule?.Human) throw new Error("human.js did not define Human")

  const human = new humanModule.Human({
    backend: "wasm",
    wasmPath: `${ASSET_ORIGIN}/wasm/`,
    wasmPlatformFetch: true,
    modelBasePath: `${ASSET_ORIGIN}/models/`,
    debug: false,
    warmup: "none",
    cacheModels: false,
    face: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
  })
  const makeApi = vm.runInContext(SANDBOX_API, context) as (tf: unknown) => SandboxApi
  const api = makeApi(human.tf)
  await human.init() // selects the wasm backend and loads the .wasm through our fetch
  if (api.backend() !== "wasm") throw new Error(`tfjs backend is ${api.backend()}, expected wasm`)
  const model = await api.loadModel(`${ASSET_ORIGIN}/models/centernet.json`)

  let disposed = false
  const detector: Detector = {
    async detect(input, opts = {}) {
      if (disposed) throw new Error("detector disposed")
      const { width, height } = input
      if (input.data.length !== width * height * 3) throw new Error("detector input must be packed RGB")
      const flip = opts.flip === true
      const tensor = api.prepare(input.data, width, height, MODEL_INPUT, PAD_VALUE, flip)
      let output: SandboxTensor
      try {
        output = model.execute(tensor, ["tower_0/detections"])
      } finally {
        tensor.dispose()
      }
      let values: ArrayLike<number>
      try {
        values = await output.data()
      } finally {
        output.dispose()
      }
      // Each row: x1, y1, x2, y2 (model pixels), score, class. The image occupies the
      // top-left (scale·width × scale·height) of the padded input.
      const scale = MODEL_INPUT / Math.max(width, height)
      const w = Math.max(1, Math.round(width * scale))
      const h = Math.max(1, Math.round(height * scale))
      const clamp = (v: number) => Math.min(1, Math.max(0, v))
      const detections: RawDetection[] = []
      for (let i = 0; i + 5 < values.length; i += 6) {
        const score = values[i + 4]!
        const classId = values[i + 5]!
        if (!(score > 0) || !Number.isFinite(classId)) continue
        let x1 = clamp(values[i]! / w)
        let x2 = clamp(values[i + 2]! / w)
        if (flip) [x1, x2] = [1 - x2, 1 - x1]
        detections.push({
          classId: Math.round(classId),
          score,
          x1,
          y1: clamp(values[i + 1]! / h),
          x2,
          y2: clamp(values[i + 3]! / h),
        })
      }
      return detections.sort((a, b) => b.score - a.score)
    },
    tensorCount: () => api.numTensors(),
    dispose() {
      if (disposed) return
      disposed = true
      model.dispose()
    },
  }
  return detector
}

let detectorPromise: Promise<Detector> | null = null

/** The process-wide detector, loaded on first use. */
export function getDetector(): Promise<Detector> {
  if (!detectorPromise) {
    const loading = createDetector().catch((cause: unknown) => {
      if (detectorPromise === loading) detectorPromise = null // let a later call retry
      throw new PhotoProcessingError(
        "ANALYSER_FAILED",
        "Our photo analyser is not available right now. Please try again in a few minutes.",
        { cause }
      )
    })
    detectorPromise = loading
  }
  return detectorPromise
}

/** Frees the detector; the next analysis loads it again. */
export async function disposeDetector(): Promise<void> {
  const pending = detectorPromise
  detectorPromise = null
  if (!pending) return
  try {
    ;(await pending).dispose()
  } catch {
    // failed to load: nothing to free
  }
}
