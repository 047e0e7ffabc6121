import type { Metadata } from "next"
import { PortraitsGallery } from "@/components/catalogue/portraits-gallery"
import { readFilters } from "@/lib/catalogue/portraits-filters"

export const dynamic = "force-dynamic"

export const metadata: Metadata = {
  title: "Pet portrait gallery",
  description: "Browse pet portraits painted from customers' photos in 13 art styles, and paint your own.",
  alternates: { canonical: "/portraits" },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function PortraitsPage({ searchParams }: Props) {
  return <PortraitsGallery page={1} filters={readFilters(await searchParams)} />
}
