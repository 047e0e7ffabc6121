import type { Metadata } from "next"
import { UnsubscribeView } from "@/components/auth/unsubscribe-view"
import styles from "@/components/auth/auth.module.css"

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

export default async function UnsubscribePage({ searchParams }: { searchParams: Search }) {
  const query = await searchParams
  return (
    <div className={styles.page}>
      <UnsubscribeView account={one(query.account)} token={one(query.token)} list={one(query.list)} />
    </div>
  )
}
