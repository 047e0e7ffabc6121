/**
 * What the local image-AI servers share: an HTTP server on a free port that records every
 * request, multipart parsing (Node's own Request.formData), JSON answers, and the "painting"
 * they make: the input image with its colours inverted, so a test can tell the result was
 * made from the photo it sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import sharp from "sharp"

/** How the fake behaves for the next jobs: work normally, fail the job, or never finish. */
export type FakeMode = "ok" | "fail" | "hang"

export type RecordedFile = { field: string; filename: string; type: string; size: number; bytes: Buffer }

export type RecordedRequest = {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  /** A JSON body, parsed. */
  json?: unknown
  /** Multipart text fields. */
  fields?: Record<string, string>
  /** Multipart files. */
  files?: RecordedFile[]
}

/** An answer with a status, thrown from a route. */
export class HttpAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {}
  ) {
    super(`HTTP ${status}`)
  }
}

export type Route = (req: IncomingMessage, res: ServerResponse, recorded: RecordedRequest, raw: Buffer) => Promise<void>

export type FakeServer = {
  server: Server
  url: string
  port: number
  requests: RecordedRequest[]
  close(): Promise<void>
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** multipart/form-data through the WHATWG parser Node ships (undici). */
export async function parseMultipart(contentType: string, raw: Buffer): Promise<{ fields: Record<string, string>; files: RecordedFile[] }> {
  const form = await new Request("http://fake.local/", {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(raw),
  }).formData()
  const fields: Record<string, string> = {}
  const files: RecordedFile[] = []
  for (const [field, value] of form.entries()) {
    if (typeof value === "string") fields[field] = value
    else {
      const file = value as File
      const bytes = Buffer.from(await file.arrayBuffer())
      files.push({ field, filename: file.name, type: file.type, size: bytes.length, bytes })
    }
  }
  return { fields, files }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, { "content-type": "application/json", ...headers })
  res.end(JSON.stringify(body))
}

export function sendBytes(res: ServerResponse, status: number, bytes: Buffer, contentType: string, headers: Record<string, string> = {}) {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, { "content-type": contentType, "content-length": String(bytes.length), ...headers })
  res.end(bytes)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts a server whose requests are recorded (bodies parsed) before `route` answers them. */
export async function startServer(route: Route, port = 0): Promise<FakeServer> {
  const requests: RecordedRequest[] = []
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    const raw = await readBody(req)
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : String(v ?? "")]))
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
    }
    try {
      const type = headers["content-type"] ?? ""
      if (raw.length && type.includes("application/json")) {
        try {
          recorded.json = JSON.parse(raw.toString("utf8"))
        } catch {
          recorded.json = undefined
        }
      } else if (raw.length && type.includes("multipart/form-data")) {
        Object.assign(recorded, await parseMultipart(type, raw))
      }
      requests.push(recorded)
      await route(req, res, recorded, raw)
    } catch (err) {
      if (err instanceof HttpAnswer) sendJson(res, err.status, err.body, err.headers)
      else sendJson(res, 500, { error: (err as Error).message })
    }
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  const actual = (server.address() as AddressInfo).port
  return {
    server,
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((err) => (err ? reject(err) : resolve()))
      }),
  }
}

/** Reads an image the client sent; null if it is not one. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number; format: string } | null> {
  try {
    const meta = await sharp(bytes).metadata()
    return meta.width && meta.height ? { width: meta.width, height: meta.height, format: meta.format ?? "" } : null
  } catch {
    return null
  }
}

/** The fakes' "painting": the photo with inverted colours, stretched to `width` x `height` if given, as PNG. */
export async function paintLike(input: Buffer, width?: number, height?: number, format: "png" | "jpeg" = "png"): Promise<Buffer> {
  let image = sharp(input).removeAlpha().negate({ alpha: false })
  if (width && height) image = image.resize(width, height, { fit: "fill" })
  return format === "png" ? image.png().toBuffer() : image.jpeg({ quality: 92 }).toBuffer()
}

/** The photo itself at `width` x `height`, as PNG (where a job starts from). */
export const resizedPng = (input: Buffer, width: number, height: number) =>
  sharp(input).removeAlpha().resize(width, height, { fit: "fill" }).png().toBuffer()

/** A preview between the photo and the painting, `t` of the way (0..1), as PNG. */
export async function partway(input: Buffer, painted: Buffer, t: number): Promise<Buffer> {
  const { data: a, info } = await sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const { data: b } = await sharp(painted)
    .removeAlpha()
    .resize(info.width, info.height, { fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const out = Buffer.alloc(a.length)
  for (let i = 0; i < a.length; i++) out[i] = Math.round(a[i] * (1 - t) + b[i] * t)
  return sharp(out, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer()
}

/** The Bearer token of a request, if any. */
export const bearer = (headers: Record<string, string>) =>
  headers.authorization?.startsWith("Bearer ") ? headers.authorization.slice(7) : undefined
