import type { Metadata } from "next"
import { PortraitsGallery } from "@/components/catalogue/portraits-gallery"
import { readFilters } from "@/lib/catalogue/portraits-filters"
import { fetchStyleCount } from "@/lib/catalogue/fetch-styles"
import { countedStyles } from "@/lib/catalogue/style-count"

export const dynamic = "force-dynamic"

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Pet portrait gallery",
    description: `Browse pet portraits painted from customers' photos in ${countedStyles(await fetchStyleCount())}, and paint your own.`,
    alternates: { canonical: "/portraits" },
  }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function PortraitsPage({ searchParams }: Props) {
  return <PortraitsGallery page={1} filters={readFilters(await searchParams)} />
}
