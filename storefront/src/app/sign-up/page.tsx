import type { Metadata } from "next"
import { RegisterForm } from "@/components/auth/register-form"
import styles from "@/components/auth/auth.module.css"

export const metadata: Metadata = { title: "Sign up", description: "Create an account to turn your pet's photo into a painting." }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

export default async function SignUpPage({ searchParams }: { searchParams: Search }) {
  const next = one((await searchParams).next)
  return (
    <div className={styles.page}>
      <RegisterForm next={next} />
    </div>
  )
}
