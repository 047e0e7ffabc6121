import type { Metadata } from "next"
import { LegalView } from "@/components/content/legal-view"
import { PRIVACY_POLICY } from "@/content/legal"

export const metadata: Metadata = { title: PRIVACY_POLICY.title, description: PRIVACY_POLICY.description }

export default function PrivacyPage() {
  return <LegalView doc={PRIVACY_POLICY} />
}
