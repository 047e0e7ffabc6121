/**
 * The browser calls /api/* on the storefront's own origin and this forwards them to the
 * backend named at run time (MEDUSA_BACKEND_URL), so one build serves any shop and no
 * call needs CORS. Bodies (JSON or multipart uploads) are streamed through unchanged.
 */
import type { NextRequest } from "next/server"
import { backendUrl } from "@/lib/runtime-config"
import { CLIENT_ADDRESS_HEADER, stampedClientAddress } from "@/lib/server/client-address"

export const dynamic = "force-dynamic"

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"])

async function forward(req: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params
  const target = new URL(`/api/${path.map(encodeURIComponent).join("/")}${req.nextUrl.search}`, backendUrl())
  const headers = new Headers()
  req.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key) && key !== "x-forwarded-for" && key !== CLIENT_ADDRESS_HEADER) headers.set(key, value)
  })
  // The backend rate-limits by client address and believes ours (a trusted proxy): we name the
  // address we saw, never one the caller wrote. Without a stamp it sees our own address.
  const client = stampedClientAddress(req.headers.get(CLIENT_ADDRESS_HEADER))
  if (client) headers.set("x-forwarded-for", client)
  const hasBody = req.method !== "GET" && req.method !== "HEAD"
  try {
    const answer = await fetch(target, {
      method: req.method,
      headers,
      body: hasBody ? req.body : undefined,
      // Node's fetch streams a request body only in half-duplex mode.
      ...(hasBody ? { duplex: "half" } : {}),
      redirect: "manual",
      cache: "no-store",
    } as RequestInit)
    const out = new Headers()
    answer.headers.forEach((value, key) => {
      if (!HOP_BY_HOP.has(key) && key !== "content-encoding") out.set(key, value)
    })
    return new Response(answer.body, { status: answer.status, headers: out })
  } catch {
    return Response.json({ message: "The shop is not reachable right now. Please try again in a moment." }, { status: 503 })
  }
}

export { forward as GET, forward as POST, forward as PATCH, forward as PUT, forward as DELETE }
