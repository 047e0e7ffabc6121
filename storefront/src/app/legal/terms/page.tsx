import type { Metadata } from "next"
import { LegalView } from "@/components/content/legal-view"
import { TERMS } from "@/content/legal"

export const metadata: Metadata = { title: TERMS.title, description: TERMS.description }

export default function TermsPage() {
  return <LegalView doc={TERMS} />
}
