/**
 * A local server speaking ComfyUI's server API: POST /upload/image (multipart image, overwrite,
 * type, subfolder) -> {name, subfolder, type}; POST /prompt {prompt, client_id} validates an
 * API-format workflow (known node types, an output node, LoadImage files that exist) and
 * answers {prompt_id, number, node_errors} or 400 {error, node_errors}; the job then runs,
 * sending over the websocket /ws?clientId= what ComfyUI sends: status, execution_start,
 * executing {node}, progress {value, max} of the sampler, binary preview images (4 bytes event
 * 1, 4 bytes format, the image), executed {output: {images}}, executing {node: null},
 * execution_success, or execution_error / execution_interrupted. GET /history/{prompt_id},
 * GET /view?filename&subfolder&type, POST /interrupt and POST /queue {delete} as ComfyUI has
 * them. The result is the LoadImage photo inverted, so tests can tell it was used.
 */
import { randomUUID } from "node:crypto"
import type { IncomingMessage } from "node:http"
import type { Duplex } from "node:stream"
import sharp from "sharp"
import { WebSocketServer, type WebSocket } from "ws"
import { HttpAnswer, paintLike, partway, sendBytes, sendJson, startServer, type FakeMode, type RecordedRequest } from "../image-ai/shared"

export type FakeComfyUiOptions = { port?: number; stepMs?: number; steps?: number; websocket?: boolean; previews?: boolean }

type Node = { class_type: string; inputs: Record<string, unknown> }
type ImageRef = { filename: string; subfolder: string; type: string }
type HistoryEntry = {
  prompt: [number, string, Record<string, Node>, Record<string, unknown>, string[]]
  outputs: Record<string, { images: ImageRef[] }>
  status: { status_str: "success" | "error"; completed: boolean; messages: [string, Record<string, unknown>][] }
}

export type FakeComfyUi = {
  url: string
  close(): Promise<void>
  requests: RecordedRequest[]
  /** ok; fail (execution_error in the sampler); hang (the sampler never moves until interrupted). */
  mode: FakeMode
  stepMs: number
  history: Map<string, HistoryEntry>
  /** Files in ComfyUI's input folder, by "subfolder/name". */
  inputs: Map<string, Buffer>
  interrupts: number
  deleted: string[]
  /** Every websocket message sent, per client id (JSON ones parsed; binary ones as {binary: bytes}). */
  sent: Map<string, unknown[]>
}

const KNOWN_NODES = new Set([
  "CheckpointLoaderSimple",
  "LoadImage",
  "VAEEncode",
  "VAEDecode",
  "CLIPTextEncode",
  "KSampler",
  "KSamplerAdvanced",
  "SaveImage",
  "PreviewImage",
  "ImageScale",
  "EmptyLatentImage",
])
const OUTPUT_NODES = new Set(["SaveImage", "PreviewImage"])

function promptError(type: string, message: string, details = "", nodeErrors: Record<string, unknown> = {}) {
  return new HttpAnswer(400, { error: { type, message, details, extra_info: {} }, node_errors: nodeErrors })
}

export async function startFakeComfyUi(options: FakeComfyUiOptions = {}): Promise<FakeComfyUi> {
  const history = new Map<string, HistoryEntry>()
  const inputs = new Map<string, Buffer>()
  const outputs = new Map<string, Buffer>()
  const clients = new Map<string, Set<WebSocket>>()
  const sent = new Map<string, unknown[]>()
  const steps = options.steps ?? 6
  let number = 0
  let running: { promptId: string; interrupted: boolean } | null = null
  let queue: Promise<void> = Promise.resolve()
  const state: FakeComfyUi = {
    url: "",
    close: async () => undefined,
    requests: [],
    mode: "ok",
    stepMs: options.stepMs ?? 40,
    history,
    inputs,
    interrupts: 0,
    deleted: [],
    sent,
  }

  function send(clientId: string, message: unknown) {
    const log = sent.get(clientId) ?? []
    log.push(Buffer.isBuffer(message) ? { binary: message } : message)
    sent.set(clientId, log)
    for (const socket of clients.get(clientId) ?? [])
      socket.send(Buffer.isBuffer(message) ? message : JSON.stringify(message), { binary: Buffer.isBuffer(message) })
  }

  function validate(prompt: unknown): Record<string, Node> {
    if (!prompt || typeof prompt !== "object" || Array.isArray(prompt))
      throw promptError("invalid_prompt", "Invalid prompt: prompt must be an object")
    const nodes = prompt as Record<string, Node>
    for (const [id, node] of Object.entries(nodes)) {
      if (!node || typeof node !== "object" || !("class_type" in node)) {
        throw promptError("invalid_prompt", "Cannot execute because a node is missing the class_type property.", `Node ID '#${id}'`)
      }
      if (!KNOWN_NODES.has(node.class_type)) {
        throw promptError("invalid_prompt", `Cannot execute because node ${node.class_type} does not exist.`, `Node ID '#${id}'`)
      }
    }
    if (!Object.values(nodes).some((n) => OUTPUT_NODES.has(n.class_type))) throw promptError("prompt_no_outputs", "Prompt has no outputs")
    const nodeErrors: Record<string, unknown> = {}
    for (const [id, node] of Object.entries(nodes)) {
      if (node.class_type === "LoadImage" && !inputs.has(String(node.inputs.image))) {
        nodeErrors[id] = {
          errors: [
            {
              type: "value_not_in_list",
              message: "Value not in list",
              details: `image: '${String(node.inputs.image)}' not in [${[...inputs.keys()].map((k) => `'${k}'`).join(", ")}]`,
              extra_info: {},
            },
          ],
          dependent_outputs: Object.entries(nodes)
            .filter(([, n]) => OUTPUT_NODES.has(n.class_type))
            .map(([i]) => i),
          class_type: "LoadImage",
        }
      }
      for (const [name, value] of Object.entries(node.inputs ?? {})) {
        if (Array.isArray(value) && !nodes[String(value[0])]) {
          nodeErrors[id] = {
            errors: [{ type: "required_input_missing", message: "Required input is missing", details: name, extra_info: {} }],
            dependent_outputs: [],
            class_type: node.class_type,
          }
        }
      }
    }
    if (Object.keys(nodeErrors).length)
      throw promptError("prompt_outputs_failed_validation", "Prompt outputs failed validation", "", nodeErrors)
    return nodes
  }

  async function execute(promptId: string, clientId: string, nodes: Record<string, Node>, entry: HistoryEntry) {
    const mode = state.mode
    const messages = entry.status.messages
    const event = (type: string, data: Record<string, unknown>) => {
      const withTime = { ...data, prompt_id: promptId, timestamp: Date.now() }
      if (type.startsWith("execution_")) messages.push([type, withTime])
      send(clientId, { type, data: type.startsWith("execution_") ? withTime : { ...data, prompt_id: promptId } })
    }
    const ids = Object.keys(nodes)
    const loadId = ids.find((id) => nodes[id].class_type === "LoadImage")!
    const samplerId = ids.find((id) => nodes[id].class_type.startsWith("KSampler"))
    const saveId = ids.find((id) => OUTPUT_NODES.has(nodes[id].class_type))!
    const photo = inputs.get(String(nodes[loadId].inputs.image))!
    const painted = await paintLike(photo)
    const me = { promptId, interrupted: false }
    running = me
    try {
      event("execution_start", {})
      event("execution_cached", { nodes: [] })
      for (const id of ids) {
        send(clientId, { type: "executing", data: { node: id, display_node: id, prompt_id: promptId } })
        if (id !== samplerId) continue
        for (let step = 1; step <= steps;) {
          await new Promise((resolve) => setTimeout(resolve, state.stepMs))
          if (me.interrupted) {
            event("execution_interrupted", { node_id: id, node_type: nodes[id].class_type, executed: ids.slice(0, ids.indexOf(id)) })
            entry.status.status_str = "error"
            entry.status.completed = false
            return
          }
          if (mode === "hang") continue
          if (mode === "fail" && step === 3) {
            event("execution_error", {
              node_id: id,
              node_type: nodes[id].class_type,
              executed: ids.slice(0, ids.indexOf(id)),
              exception_message: "Allocation on device 0 would exceed allowed memory. (out of memory)\nCurrently allocated     : 5.62 GiB",
              exception_type: "torch.OutOfMemoryError",
              traceback: ['  File "execution.py", line 327, in execute\n'],
              current_inputs: {},
              current_outputs: {},
            })
            entry.status.status_str = "error"
            entry.status.completed = false
            return
          }
          send(clientId, { type: "progress", data: { value: step, max: steps, prompt_id: promptId, node: id } })
          if (options.previews !== false && step % 2 === 0) {
            const preview = await sharp(await partway(photo, painted, step / steps))
              .jpeg()
              .toBuffer()
            const header = Buffer.alloc(8)
            header.writeUInt32BE(1, 0)
            header.writeUInt32BE(1, 4)
            send(clientId, Buffer.concat([header, preview]))
          }
          step++
        }
      }
      const filename = `petshop_${String(++number).padStart(5, "0")}_.png`
      outputs.set(`output//${filename}`, painted)
      const images = [{ filename, subfolder: "", type: "output" }]
      entry.outputs[saveId] = { images }
      send(clientId, { type: "executed", data: { node: saveId, display_node: saveId, output: { images }, prompt_id: promptId } })
      send(clientId, { type: "executing", data: { node: null, prompt_id: promptId } })
      event("execution_success", {})
      entry.status.status_str = "success"
      entry.status.completed = true
    } finally {
      running = null
      // ComfyUI files the prompt under history once it has finished, failed or been interrupted.
      history.set(promptId, entry)
      send(clientId, { type: "status", data: { status: { exec_info: { queue_remaining: 0 } } } })
    }
  }

  const server = await startServer(async (_req, res, r) => {
    if (r.method === "POST" && r.path === "/upload/image") {
      const image = r.files?.find((f) => f.field === "image")
      if (!image) throw new HttpAnswer(400, "")
      const type = r.fields?.type || "input"
      const subfolder = r.fields?.subfolder ?? ""
      let name = image.filename
      const key = (n: string) => (subfolder ? `${subfolder}/${n}` : n)
      if (r.fields?.overwrite !== "true" && r.fields?.overwrite !== "1") {
        for (let i = 1; inputs.has(key(name)); i++) name = image.filename.replace(/(\.\w+)?$/, ` (${i})$1`)
      }
      inputs.set(key(name), image.bytes)
      return sendJson(res, 200, { name, subfolder, type })
    }
    if (r.method === "POST" && r.path === "/prompt") {
      const body = r.json as { prompt?: unknown; client_id?: unknown } | undefined
      const nodes = validate(body?.prompt)
      const promptId = randomUUID()
      const clientId = String(body?.client_id ?? "")
      const entry: HistoryEntry = {
        prompt: [
          number,
          promptId,
          nodes,
          { client_id: clientId },
          Object.keys(nodes).filter((id) => OUTPUT_NODES.has(nodes[id].class_type)),
        ],
        outputs: {},
        status: { status_str: "success", completed: false, messages: [] },
      }
      const previous = queue
      queue = previous
        .then(() => (state.deleted.includes(promptId) ? undefined : execute(promptId, clientId, nodes, entry)))
        .catch(() => undefined)
      return sendJson(res, 200, { prompt_id: promptId, number: number++, node_errors: {} })
    }
    const historyMatch = r.path.match(/^\/history\/([^/]+)$/)
    if (r.method === "GET" && historyMatch) {
      const entry = history.get(decodeURIComponent(historyMatch[1]))
      return sendJson(res, 200, entry ? { [decodeURIComponent(historyMatch[1])]: entry } : {})
    }
    if (r.method === "GET" && r.path === "/view") {
      const file = outputs.get(`${r.query.type ?? "output"}/${r.query.subfolder ?? ""}/${r.query.filename ?? ""}`)
      if (!file) throw new HttpAnswer(404, "")
      return sendBytes(res, 200, file, "image/png")
    }
    if (r.method === "POST" && r.path === "/interrupt") {
      state.interrupts++
      const body = r.json as { prompt_id?: unknown } | undefined
      if (running && (!body?.prompt_id || body.prompt_id === running.promptId)) running.interrupted = true
      return sendJson(res, 200, {})
    }
    if (r.method === "POST" && r.path === "/queue") {
      for (const id of (r.json as { delete?: unknown[] } | undefined)?.delete ?? []) state.deleted.push(String(id))
      return sendJson(res, 200, {})
    }
    throw new HttpAnswer(404, "")
  }, options.port)

  const wss = new WebSocketServer({ noServer: true })
  server.server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    if (options.websocket === false || url.pathname !== "/ws") {
      socket.end("HTTP/1.1 404 Not Found\r\n\r\n")
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const clientId = url.searchParams.get("clientId") || randomUUID().replace(/-/g, "")
      const set = clients.get(clientId) ?? new Set()
      set.add(ws)
      clients.set(clientId, set)
      ws.on("close", () => set.delete(ws))
      ws.send(JSON.stringify({ type: "status", data: { status: { exec_info: { queue_remaining: 0 } }, sid: clientId } }))
    })
  })

  Object.assign(state, {
    url: server.url,
    requests: server.requests,
    close: async () => {
      for (const set of clients.values()) for (const ws of set) ws.terminate()
      wss.close()
      await server.close()
    },
  })
  return state
}
