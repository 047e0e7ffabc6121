import type { Metadata } from "next"
import { UpdatePasswordForm } from "@/components/account/update-password-form"

export const metadata: Metadata = { title: "Change password", robots: { index: false } }

export default function UpdatePasswordPage() {
  return <UpdatePasswordForm />
}
