import type { Metadata } from "next"
import { ResetPasswordForm } from "@/components/auth/reset-password-form"
import styles from "@/components/auth/auth.module.css"

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

export default async function ResetPasswordPage({ searchParams }: { searchParams: Search }) {
  const query = await searchParams
  return (
    <div className={styles.page}>
      <ResetPasswordForm account={one(query.account)} token={one(query.token)} />
    </div>
  )
}
