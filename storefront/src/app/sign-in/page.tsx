import type { Metadata } from "next"
import { LoginForm } from "@/components/auth/login-form"
import styles from "@/components/auth/auth.module.css"

export const metadata: Metadata = { title: "Log in", description: "Log in to see your pet portraits, wishlist and orders." }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

export default async function SignInPage({ searchParams }: { searchParams: Search }) {
  const next = one((await searchParams).next)
  return (
    <div className={styles.page}>
      <LoginForm next={next} />
    </div>
  )
}
