"use client"
/**
 * The print chooser of an artwork: canvas or poster, size, frame colour, signed; the price of
 * the choice; "Add to cart" posts {painting, medium, isRotated} and refreshes the cart. The
 * choice is shared (use-chosen-print.ts), so the room mockup beside it hangs that variant.
 */
import Link from "next/link"
import { useEffect, useMemo, useState } from "react"
import type { Painting } from "@petshop/contract"
import type { FrameColor, Product } from "@petshop/contract"
import { isRotatedFor, mediumOf, productsForPainting } from "@/lib/catalogue/print-options"
import { sizeLabel } from "@/lib/catalogue/product-price"
import { formatPrice } from "@/lib/ui/format-price"
import { paintAgainHref } from "@/lib/catalogue/wizard-links"
import { usePainting } from "@/lib/paintings/use-painting"
import { useAccount } from "@/lib/session/use-account"
import styles from "./add-to-cart.module.css"
import { useProductsInCountry } from "@/lib/catalogue/use-products"
import { useAddToCart } from "@/lib/cart/use-add-to-cart"
import { useChoosePrint } from "@/lib/catalogue/use-chosen-print"

const FRAMES: Array<FrameColor | "none"> = ["none", "black", "walnut", "white"]
const FRAME_LABELS: Record<FrameColor | "none", string> = { none: "No frame", black: "Black", walnut: "Walnut", white: "White" }

type Props = { painting: Painting; products: Product[] }

export function AddToCart({ painting: initial, products: serverProducts }: Props) {
  const { data: account } = useAccount()
  // The browser's copy of the painting says whether this shopper owns it (its `account` is
  // named to its owner only) or bought it (clean images): they can order prints of it; anyone
  // can order the shop's public demo paintings (the legacy portraits).
  const { data: live, isFetchedAfterMount } = usePainting(initial)
  const painting = live ?? initial
  const owns = Boolean(account && painting.account === account.id)
  const canOrder = Boolean(owns || painting.noWatermark || account?.isAdmin || (painting.isDemo && painting.isPublic))
  // Prices follow the shipping country's currency (spec section 9); USD until we know it.
  const country = account?.addresses?.shipping?.country
  const local = useProductsInCountry(country)
  const products = useMemo(
    () => productsForPainting(local.data?.products ?? serverProducts, painting),
    [local.data, serverProducts, painting]
  )
  const types = (["canvas", "poster"] as const).filter((t) => products.some((p) => p.type === t))

  const [type, setType] = useState<"canvas" | "poster">(types[0] ?? "canvas")
  const ofType = products.filter((p) => p.type === type)
  const [productId, setProductId] = useState<string | null>(null)
  const product = ofType.find((p) => p.id === productId) ?? ofType[Math.min(1, ofType.length - 1)] ?? null
  const [frame, setFrame] = useState<FrameColor | "none">("none")
  const [signed, setSigned] = useState(false)
  const frames = FRAMES.filter((f) => product && mediumOf(product, f, false))
  const chosenFrame = frames.includes(frame) ? frame : "none"
  const canSign = Boolean(product && mediumOf(product, chosenFrame, true))
  const choice = product ? mediumOf(product, chosenFrame, signed && canSign) : null

  const add = useAddToCart()

  // The variant on show beside the chooser (the mockup), whoever may order it.
  const choose = useChoosePrint()
  const variant = painting.status === "complete" && choice && product?.width && product.height ? choice.medium : null
  const widthIn = product?.width ?? 0
  const heightIn = product?.height ?? 0
  const isSigned = signed && canSign
  useEffect(() => {
    if (!variant) return
    choose(painting.id, { variant, widthIn, heightIn, type, frame: chosenFrame, signed: isSigned })
    return () => choose(painting.id, null)
  }, [choose, painting.id, variant, widthIn, heightIn, type, chosenFrame, isSigned])

  if (painting.status !== "complete") return <p className="muted">You can order prints as soon as the painting is finished.</p>
  if (!products.length) return <p className={styles.unavailable}>Product is currently unavailable.</p>
  if (!canOrder) {
    const from = Math.min(...products.map((p) => p.price))
    return (
      <div className={styles.chooser} aria-busy={!isFetchedAfterMount}>
        <p className={styles.lead}>Love this look? Paint your own pet in the same style and hang it on your wall.</p>
        <div className={styles.total}>
          <span className={styles.price}>
            <small>Prints from </small>
            {formatPrice(from, products[0].currency)}
          </span>
          <Link className="button" href={paintAgainHref(painting.style)}>
            Paint my pet
          </Link>
        </div>
      </div>
    )
  }

  return (
    <form
      className={styles.chooser}
      aria-label="Choose your print"
      onSubmit={(e) => {
        e.preventDefault()
        if (choice) add.mutate({ painting: painting.id, medium: choice.medium, isRotated: isRotatedFor(painting, product!) })
      }}
    >
      {types.length > 1 && (
        <fieldset className={styles.group}>
          <legend>Print</legend>
          <div className={styles.options}>
            {types.map((t) => (
              <label key={t} className={styles.option}>
                <input type="radio" name="type" value={t} checked={type === t} onChange={() => setType(t)} />
                <span>{t === "canvas" ? "Canvas" : "Poster"}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend>Size</legend>
        <div className={styles.options}>
          {ofType.map((p) => (
            <label key={p.id} className={styles.option}>
              <input type="radio" name="size" value={p.id} checked={product?.id === p.id} onChange={() => setProductId(p.id)} />
              <span>{sizeLabel(p)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {frames.length > 1 && (
        <fieldset className={styles.group}>
          <legend>Frame</legend>
          <div className={styles.options}>
            {frames.map((f) => (
              <label key={f} className={styles.option}>
                <input type="radio" name="frame" value={f} checked={chosenFrame === f} onChange={() => setFrame(f)} />
                <span>
                  <i className={styles.swatch} data-frame={f} aria-hidden="true" />
                  {FRAME_LABELS[f]}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {canSign && (
        <label className={styles.check}>
          <input type="checkbox" checked={signed} onChange={(e) => setSigned(e.target.checked)} /> Hand-signed artwork
        </label>
      )}
      <div className={styles.total}>
        <span className={styles.price} data-testid="print-price">
          {choice ? formatPrice(choice.price, product!.currency) : "—"}
        </span>
        <button type="submit" className="button" disabled={!choice || add.isPending}>
          {add.isPending ? "Adding…" : "Add to cart"}
        </button>
      </div>
      {add.isSuccess && (
        <p className={styles.added} role="status">
          In your cart. <Link href="/cart">View cart</Link>
        </p>
      )}
    </form>
  )
}
