"use client"
/**
 * A cart or order line's picture (issue 24): its painting hanging in the living room as the
 * line's variant, so sizes and frames compare at a glance; the flat thumbnail when the line has
 * no painting or variant, or when the mockup cannot be drawn.
 */
import { useState } from "react"
import type { CartItem } from "@petshop/contract"
import { mockupSrc, mockupSrcSet, roomGround } from "@/components/catalogue/mockup-sources"
import { ShopImage } from "@/components/ui/shop-image"
import styles from "./cart.module.css"

/** A 96 px square of a 3:2 picture enlarged round the painting (see .mockupThumb) shows about 15rem of its width. */
const THUMB_WIDTHS = [320, 480, 640]
const THUMB_SIZES = "15rem"

export function LineMockup({
  item,
  alt,
  className,
  flatSizes = "96px",
}: {
  item: Pick<CartItem, "painting" | "paintingStamp"> & { medium: string | null }
  alt: string
  /** The framing of the picture in its box, where the box is not the cart's thumbnail. */
  className?: string
  flatSizes?: string
}) {
  const [failed, setFailed] = useState(false)
  if (!item.painting || !item.medium || failed) {
    return <ShopImage image={item.paintingStamp?.image ?? null} alt={alt} aspectRatio={1} sizes={flatSizes} />
  }
  return (
    <img
      className={className ?? styles.mockupThumb}
      // The room's wall and floor until the picture loads.
      style={{ background: roomGround("living") }}
      src={mockupSrc(item.painting, item.medium, "living", 480)}
      srcSet={mockupSrcSet(item.painting, item.medium, "living", THUMB_WIDTHS)}
      sizes={THUMB_SIZES}
      alt={`${alt}, hanging in a living room`}
      width={480}
      height={320}
      loading="lazy"
      decoding="async"
      data-testid="cart-item-mockup"
      onError={() => setFailed(true)}
    />
  )
}
