"use client"
/**
 * My Artworks (/my-artworks/{page}/?styleId=): the logged-in user's paintings, newest first,
 * filtered by style and paged, with the owner's actions. Visitors are asked to log in.
 */
import { useQueryClient } from "@tanstack/react-query"
import Link from "next/link"
import { useRouter } from "next/navigation"
import { useId, useMemo, useState } from "react"
import { handleApiError } from "@/lib/api/handle-api-error"
import type { Painting } from "@petshop/contract"
import { deletePainting } from "@/lib/paintings/delete-painting"
import { renamePainting } from "@/lib/paintings/rename-painting"
import { MY_ARTWORKS_PER_PAGE, useMyPaintings } from "@/lib/paintings/use-my-paintings"
import { useWishlist } from "@/lib/paintings/use-wishlist"
import { useAccount } from "@/lib/session/use-account"
import { confirmAction, toast } from "@/lib/ui/ui-store"
import { usePublicStyles } from "@/lib/wizard/use-style"
import { ArtworksPagination, myArtworksHref } from "./artworks-pagination"
import { MyPaintingItem } from "./my-painting-item"
import { RenamePaintingModal } from "./rename-painting-modal"
import styles from "./my-artworks.module.css"
import { queryKeys } from "@/lib/api/query-keys"

export function MyArtworksView({ page, styleId }: { page: number; styleId: string | null }) {
  const { data: account, isPending: accountPending } = useAccount()
  const loggedIn = Boolean(account && !account.isTemp)

  if (accountPending) return <MyArtworksFrame />
  if (!loggedIn) {
    return (
      <div className={styles.gate} data-testid="my-artworks-login">
        <h1>My Artworks</h1>
        <p>Log in to see the paintings you have made, rename them and order prints.</p>
        <div className="button-row">
          <Link className="button" href={`/sign-in?next=${encodeURIComponent(myArtworksHref(page, styleId))}`}>
            Log in
          </Link>
          <Link className="button-secondary" href="/sign-up">
            Sign up
          </Link>
        </div>
      </div>
    )
  }
  return <MyArtworksList page={page} styleId={styleId} />
}

function MyArtworksFrame({ children, filter }: { children?: React.ReactNode; filter?: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <p className="eyebrow">Your gallery</p>
          <h1>My Artworks</h1>
        </div>
        {filter}
      </header>
      {children ?? <div className={styles.skeleton} aria-busy="true" aria-label="Loading your paintings" />}
    </div>
  )
}

function MyArtworksList({ page, styleId }: { page: number; styleId: string | null }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const filterId = useId()
  const { data, isPending, isError } = useMyPaintings({ page, styleId })
  const { data: styleList } = usePublicStyles()
  const wishlist = useWishlist()
  const [renaming, setRenaming] = useState<Painting | null>(null)

  const styleTitles = useMemo(() => Object.fromEntries((styleList ?? []).map((s) => [s.id, s.title])), [styleList])
  const pages = data ? Math.max(1, Math.ceil(data.count / (data.perPage || MY_ARTWORKS_PER_PAGE))) : 1
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.paintings.all() })

  const rename = async (painting: Painting, title: string) => {
    try {
      const saved = await renamePainting(painting.uuid, title)
      if (saved) {
        queryClient.setQueryData(queryKeys.painting(painting.id), saved)
        toast("Painting renamed.")
        await refresh()
      }
    } catch (err) {
      handleApiError(err)
    }
  }

  const remove = async (painting: Painting) => {
    const name = painting.title || "this painting"
    if (!(await confirmAction(`Delete "${name}"? It disappears from My Artworks.`, "Delete painting"))) return
    try {
      await deletePainting(painting.uuid)
      toast("Painting deleted.")
      await refresh()
      // The last painting of a page gone: show the page before.
      if (data && data.paintings.length === 1 && page > 1) router.push(myArtworksHref(page - 1, styleId))
    } catch (err) {
      handleApiError(err)
    }
  }

  const filter = (
    <div className={styles.filter}>
      <label htmlFor={filterId}>Style</label>
      <select id={filterId} value={styleId ?? ""} onChange={(e) => router.push(myArtworksHref(1, e.target.value || null))}>
        <option value="">All styles</option>
        {(styleList ?? []).map((s) => (
          <option key={s.id} value={s.id}>
            {s.title}
          </option>
        ))}
      </select>
    </div>
  )

  let body: React.ReactNode
  if (isPending) body = undefined
  else if (isError) body = <p className="empty-state">Your paintings could not be loaded just now. Please try again in a moment.</p>
  else if (!data.paintings.length) {
    body = (
      <div className={`empty-state ${styles.empty}`} data-testid="my-artworks-empty">
        <p className={styles.emptyTitle}>{styleId ? "No paintings in this style yet." : "No paintings yet."}</p>
        <p>Upload a photo of your pet and watch it become a painting in about a minute.</p>
        <div className="button-row" style={{ justifyContent: "center" }}>
          <Link className="button" href={styleId ? `/portraits/new?styleId=${encodeURIComponent(styleId)}` : "/portraits/new"}>
            Create a painting
          </Link>
          {styleId && (
            <Link className="button-ghost" href={myArtworksHref(1)}>
              Show all styles
            </Link>
          )}
        </div>
      </div>
    )
  } else {
    body = (
      <>
        <p className={styles.count}>
          {data.count} {data.count === 1 ? "painting" : "paintings"}
        </p>
        <ul className={styles.grid} aria-label="My paintings">
          {data.paintings.map((painting, i) => (
            <MyPaintingItem
              key={painting.id}
              painting={painting}
              styleTitle={styleTitles[painting.style]}
              priority={i === 0}
              inWishlist={wishlist.ids === null || wishlist.ids === undefined ? undefined : wishlist.has(painting.uuid)}
              onRename={setRenaming}
              onToggleWishlist={(p, add) => wishlist.toggle(p.uuid, add)}
              onDelete={remove}
            />
          ))}
        </ul>
        <ArtworksPagination page={page} pages={pages} styleId={styleId} />
      </>
    )
  }

  return (
    <MyArtworksFrame filter={filter}>
      {body}
      <RenamePaintingModal
        title={renaming ? (renaming.title ?? "") : null}
        onSave={renaming ? (title) => rename(renaming, title) : undefined}
        onClose={() => setRenaming(null)}
      />
    </MyArtworksFrame>
  )
}
