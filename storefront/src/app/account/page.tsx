import type { Metadata } from "next"
import { ProfileView } from "@/components/account/profile-view"

export const metadata: Metadata = { title: "My account", robots: { index: false } }

type Search = Promise<Record<string, string | string[] | undefined>>

export default async function AccountPage({ searchParams }: { searchParams: Search }) {
  const activate = (await searchParams).activate
  return <ProfileView activate={Array.isArray(activate) ? activate[0] : activate} />
}
