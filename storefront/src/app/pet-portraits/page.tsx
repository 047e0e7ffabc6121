import type { Metadata } from "next"
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { StyleGrid } from "@/components/catalogue/style-grid"

import { fetchStyleCount, fetchStyles } from "@/lib/catalogue/fetch-styles"
import styles from "../catalogue-page.module.css"

export const dynamic = "force-dynamic"

export async function generateMetadata(): Promise<Metadata> {
  const count = await fetchStyleCount()
  return {
    title: "Pet portrait styles",
    description: `${count ?? "Many"} ways to paint your pet: minimalist, watercolor, impasto, oil, synthwave, surreal and more. Pick a style and see it on your own pet in a minute.`,
    alternates: { canonical: "/pet-portraits" },
  }
}

export default async function PetPortraitsPage() {
  const list = await fetchStyles("isPublic")
  return (
    <>
      <header className={styles.intro}>
        <p className="eyebrow">Pet portraits</p>
        <h1>Choose your pet&apos;s style</h1>
        <p className={styles.lead}>
          Every style is painted from your own photo. Open one to see more examples, then paint your pet in it: it takes about a minute and
          you only pay for the prints you love.
        </p>
      </header>
      {list.ok ? <StyleGrid items={list.data.styles} eager={1} /> : <BackendNotice what="the styles" />}
    </>
  )
}
