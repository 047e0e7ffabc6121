import type { NextConfig } from "next"
import { SECURITY_HEADERS } from "./src/lib/server/security-headers"

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // On every answer; the pages' Content-Security-Policy (with its nonce) comes from src/proxy.ts.
  headers: async () => [{ source: "/:path*", headers: [...SECURITY_HEADERS] }],
}

export default nextConfig
