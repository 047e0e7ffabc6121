/**
 * Runs Next.js's request handler into memory instead of onto the socket, so the page cache
 * can keep the whole page (and hash its inline scripts) before anything is sent. Next writes
 * to a detached ServerResponse whose writes are collected; 'finish' and 'close' are emitted
 * when it ends, as Next's streaming writer waits for them.
 */
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from "node:http"

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

export type CapturedResponse = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

type WriteCallback = (error?: Error | null) => void

function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
}

const callbackOf = (...args: unknown[]) => args.find((a): a is WriteCallback => typeof a === "function")

export function captureResponse(req: IncomingMessage, handle: RequestHandler, timeoutMs: number): Promise<CapturedResponse> {
  const res = new ServerResponse(req)
  const chunks: Buffer[] = []
  return new Promise<CapturedResponse>((resolve, reject) => {
    let ended = false
    const timer = setTimeout(() => reject(new Error(`Rendering ${req.url} took more than ${timeoutMs} ms`)), timeoutMs)
    timer.unref()

    res.writeHead = ((status: number, ...rest: unknown[]) => {
      res.statusCode = status
      const headers = rest.find((r) => r && typeof r === "object")
      if (Array.isArray(headers)) {
        const pairs = Array.isArray(headers[0]) ? (headers as [string, string][]) : []
        for (let i = 0; !pairs.length && i + 1 < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]])
        for (const [name, value] of pairs) res.setHeader(name, value)
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string | string[])
      }
      return res
    }) as ServerResponse["writeHead"]
    res.flushHeaders = () => undefined
    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      const buffer = toBuffer(chunk, encoding)
      if (buffer) chunks.push(buffer)
      callbackOf(encoding, cb)?.()
      return true
    }) as ServerResponse["write"]
    res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
      const buffer = toBuffer(chunk, encoding)
      if (buffer) chunks.push(buffer)
      callbackOf(chunk, encoding, cb)?.()
      if (!ended) {
        ended = true
        clearTimeout(timer)
        resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) })
        res.emit("finish")
        res.emit("close")
      }
      return res
    }) as ServerResponse["end"]

    handle(req, res).catch((err: unknown) => {
      clearTimeout(timer)
      reject(err)
    })
  })
}
