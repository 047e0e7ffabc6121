import type { Metadata, Viewport } from "next"
import { connection } from "next/server"
import type { ReactNode } from "react"
import { ShopProviders } from "@/components/providers/shop-providers"
import { SiteFooter } from "@/components/shell/site-footer"
import { ScrollRestoration } from "@/components/shell/scroll-restoration"
import { SiteHeader } from "@/components/shell/site-header"
import { UiOverlays } from "@/components/ui/ui-overlays"
import { readRuntimeConfig } from "@/lib/runtime-config"
// Jost stands in for futura-pt, Roboto Slab for museo-slab (font-display: swap; the
// size-adjusted fallback faces in globals.css keep the swap from moving text).
import "@fontsource-variable/jost/wght.css"
import "@fontsource/roboto-slab/400.css"
import "@fontsource/roboto-slab/600.css"
// After Fontsource's faces, so the browser takes the small core files for the shop's own text.
import "@/fonts/core-fonts.css"
import "./globals.css"
import { fetchStyleCount } from "@/lib/catalogue/fetch-styles"
import { countedStyles } from "@/lib/catalogue/style-count"

export async function generateMetadata(): Promise<Metadata> {
  const styleCount = await fetchStyleCount()
  return {
    metadataBase: new URL(readRuntimeConfig().publicUrl),
    title: { default: "Custom Pet Portraits", template: "%s | Custom Pet Portraits" },
    description: `Turn a photo of your pet into a painting in one of ${countedStyles(styleCount)}, printed on canvas or as a poster.`,
    openGraph: { siteName: "Custom Pet Portraits", type: "website" },
  }
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#f7f3ee" }

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: its scripts carry the nonce of the request's CSP (src/proxy.ts).
  await connection()
  const config = readRuntimeConfig()
  return (
    <html lang="en">
      <body>
        <ShopProviders config={config}>
          <SiteHeader />
          <main id="main">{children}</main>
          <SiteFooter />
          <UiOverlays />
          <ScrollRestoration />
        </ShopProviders>
      </body>
    </html>
  )
}
