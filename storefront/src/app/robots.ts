import type { MetadataRoute } from "next"
import { readRuntimeConfig } from "@/lib/runtime-config"

// The public host is read when the shop runs, not when it is built.
export const dynamic = "force-dynamic"

export default function robots(): MetadataRoute.Robots {
  const host = readRuntimeConfig().publicUrl
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/account", "/admin", "/cart", "/checkout", "/api"] },
    sitemap: `${host}/sitemap.xml`,
  }
}
