import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { EmptyState } from "@/components/catalogue/empty-state"
import { Pager } from "@/components/catalogue/pager"
import { PaintingGrid } from "@/components/gallery/painting-grid"
import { CreatePaintingButton } from "@/components/wizard/create-painting-button"
import { fetchStyle, fetchStylePaintings } from "@/lib/catalogue/fetch-styles"
import { stylePath } from "@/lib/catalogue/style-slug"
import styles from "../../../catalogue-page.module.css"

export const dynamic = "force-dynamic"

const PER_PAGE = 25

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ page?: string }> }

const pageOf = (value?: string) => Math.max(1, Math.floor(Number(value)) || 1)

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const style = await fetchStyle((await params).id)
  const page = pageOf((await searchParams).page)
  if (!style.ok) return { title: "Style gallery" }
  return {
    title: `${style.data.title} pet portraits gallery${page > 1 ? `, page ${page}` : ""}`,
    description: `Pet portraits our customers painted in the ${style.data.title} style.`,
    alternates: { canonical: `/style/${style.data.id}/paintings${page > 1 ? `?page=${page}` : ""}` },
  }
}

/** Every public painting of a style, 25 a page. */
export default async function StylePaintingsPage({ params, searchParams }: Props) {
  const { id } = await params
  const page = pageOf((await searchParams).page)
  const style = await fetchStyle(id)
  if (!style.ok) {
    if (style.status === 404) notFound()
    return <BackendNotice what="this style" />
  }
  const list = await fetchStylePaintings(style.data.id, page, PER_PAGE)
  const base = `/style/${style.data.id}/paintings`
  return (
    <>
      <nav className={styles.crumbs} aria-label="Breadcrumb">
        <Link href="/pet-portraits">Pet portraits</Link> / <Link href={stylePath(style.data.title)}>{style.data.title}</Link> /{" "}
        <span aria-current="page">Gallery</span>
      </nav>
      <header className={styles.heading}>
        <h1>{style.data.title} portraits</h1>
        <CreatePaintingButton styleId={style.data.id} />
      </header>
      {!list.ok ? (
        <BackendNotice what="the gallery" />
      ) : list.data.paintings.length ? (
        <>
          <PaintingGrid
            paintings={list.data.paintings}
            styleTitles={{ [style.data.id]: style.data.title }}
            eager={1}
            label={`${style.data.title} portraits`}
          />
          <Pager page={page} pageCount={Math.ceil(list.data.count / PER_PAGE)} href={(p) => (p > 1 ? `${base}?page=${p}` : base)} />
        </>
      ) : (
        <EmptyState
          title={`No ${style.data.title} portraits shared yet.`}
          href={`/portraits/new?styleId=${encodeURIComponent(style.data.id)}`}
        >
          Yours could be the first.
        </EmptyState>
      )}
    </>
  )
}
