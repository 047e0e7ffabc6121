/**
 * The five product pages of the spec, by key, in menu order, with what each sells: a
 * product page shows the catalogue's products in that category (GET /api/products?category).
 */
import type { FrameColor } from "@petshop/contract"

export type ProductPage = {
  key: "canvas" | "black-frame" | "walnut-frame" | "white-frame" | "signed-artworks"
  label: string
  title: string
  summary: string
  details: string[]
  /** The frame shown around the example painting; none for an unframed canvas. */
  frame: FrameColor | null
  signed: boolean
}

export const PRODUCT_PAGES: readonly ProductPage[] = [
  {
    key: "canvas",
    label: "Canvas",
    title: "Canvas prints",
    summary: "Your pet's painting printed on artist canvas and stretched over a solid wood frame, ready to hang.",
    details: [
      "Archival pigment inks on a cotton-poly canvas with a soft satin finish.",
      "Gallery wrap: the painting continues around the edges, so it needs no frame.",
      "Arrives with hanging hardware fitted.",
    ],
    frame: null,
    signed: false,
  },
  {
    key: "black-frame",
    label: "Black frame",
    title: "Canvas in a black frame",
    summary: "The canvas print floated in a slim matte black frame: crisp and modern, it suits bold styles.",
    details: [
      "A slim, matte black wooden floater frame.",
      "A small gap between canvas and frame makes the painting float.",
      "Ready to hang.",
    ],
    frame: "black",
    signed: false,
  },
  {
    key: "walnut-frame",
    label: "Walnut frame",
    title: "Canvas in a walnut frame",
    summary: "The canvas print in a warm walnut-stained wood frame, at home with classic and painterly styles.",
    details: ["A walnut-stained solid wood floater frame.", "Warm grain that flatters oil, impasto and watercolour.", "Ready to hang."],
    frame: "walnut",
    signed: false,
  },
  {
    key: "white-frame",
    label: "White frame",
    title: "Canvas in a white frame",
    summary: "The canvas print in a clean white frame: light and airy, lovely with soft and minimalist styles.",
    details: ["A satin white wooden floater frame.", "Keeps pastel and minimalist paintings bright.", "Ready to hang."],
    frame: "white",
    signed: false,
  },
  {
    key: "signed-artworks",
    label: "Signed artworks",
    title: "Signed artworks",
    summary: "Any canvas, framed or not, hand-signed with your pet's name or your own words: a keepsake to pass on.",
    details: [
      "Choose the signature when you create the painting (for styles that allow it).",
      "Available on every canvas size and frame.",
      "Signed prints cost a little more than unsigned ones.",
    ],
    frame: "walnut",
    signed: true,
  },
]

export const findProductPage = (key: string) => PRODUCT_PAGES.find((p) => p.key === key) ?? null
