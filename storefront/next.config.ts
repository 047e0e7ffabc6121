import type { NextConfig } from "next"
import { SECURITY_HEADERS } from "./src/lib/server/security-headers"

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Turbopack's default CSS chunking merges other routes' CSS Modules into shared files (the home
  // page carried the admin's and the wizard's: 94 KB). The page cache inlines a page's stylesheets
  // (server/page-cache/inline-stylesheets.ts), so a file costs no request on a first visit: price a
  // request low and each page gets about only the CSS it imports (home: 40 KB).
  experimental: { cssChunking: { type: "graph", requestCost: 1_000 } },
  // On every answer; the pages' Content-Security-Policy (with its nonce) comes from src/proxy.ts.
  headers: async () => [{ source: "/:path*", headers: [...SECURITY_HEADERS] }],
  // A campaign link /c/{campaign}/… shows the page after it (the home page for /c/{campaign}/);
  // the address stays, so the first account fetch tracks the campaign (lib/session/use-account.ts).
  rewrites: async () => [
    { source: "/c/:campaign([\\w-]{1,60})", destination: "/" },
    { source: "/c/:campaign([\\w-]{1,60})/:path+", destination: "/:path+" },
  ],
}

export default nextConfig
