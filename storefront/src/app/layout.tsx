import type { Metadata } from "next"
import type { ReactNode } from "react"
import "./globals.css"

export const metadata: Metadata = {
  title: { default: "Custom Pet Portraits", template: "%s | Custom Pet Portraits" },
  description: "Turn a photo of your pet into a painting in one of 13 art styles, printed on canvas or as a poster.",
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header className="site-header">
          <a href="/" className="brand">Custom Pet Portraits</a>
        </header>
        <main>{children}</main>
        <footer className="site-footer">Custom Pet Portraits · Paintings of your pets, printed with care.</footer>
      </body>
    </html>
  )
}
