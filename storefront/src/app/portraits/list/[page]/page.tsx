import type { Metadata } from "next"
import { notFound } from "next/navigation"
import { PortraitsGallery } from "@/components/catalogue/portraits-gallery"
import { filterQuery, listHref, readFilters } from "@/lib/catalogue/portraits-filters"
import { fetchStyleCount } from "@/lib/catalogue/fetch-styles"
import { countedStyles } from "@/lib/catalogue/style-count"

export const dynamic = "force-dynamic"

type Props = { params: Promise<{ page: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const pageOf = (value: string) => (/^\d{1,5}$/.test(value) && Number(value) >= 1 ? Number(value) : null)

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const page = pageOf((await params).page) ?? 1
  const filters = readFilters(await searchParams)
  return {
    title: `Pet portrait gallery, page ${page}`,
    description: `Browse pet portraits painted from customers' photos in ${countedStyles(await fetchStyleCount())}, and paint your own.`,
    alternates: { canonical: listHref(page, filters) },
    // Filtered lists are many views of the same paintings: one canonical series is indexed.
    robots: filterQuery(filters) ? { index: false, follow: true } : undefined,
  }
}

export default async function PortraitsListPage({ params, searchParams }: Props) {
  const page = pageOf((await params).page)
  if (!page) notFound()
  return <PortraitsGallery page={page} filters={readFilters(await searchParams)} />
}
