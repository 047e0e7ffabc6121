import type { Article } from "@/lib/content/article"

/** The maintenance article: looking after a canvas or framed print (footer: Guides). */
export const caringForYourCanvas: Article = {
  id: "caring-for-your-canvas",
  slug: "caring-for-your-canvas",
  title: "Caring for Your Canvas: Keep Your Pet Portrait Looking Its Best",
  description:
    "Simple care for a printed canvas, framed canvas or poster: where to hang it, how to dust and clean it, and how to store or ship it safely.",
  datePublished: "2026-10-16",
  styleSlug: "impasto",
  glance: [
    { label: "Dust", value: "every few weeks, dry soft cloth" },
    { label: "Avoid", value: "direct sun, damp walls, heaters" },
    { label: "Room", value: "18–24 °C, 40–60% humidity" },
    { label: "Never", value: "glass cleaner or water on the print" },
  ],
  body: `
Your pet's portrait is printed with pigment inks on archival canvas or matte poster paper, so with a little care it will keep its colour for decades. None of this is difficult; it mostly comes down to where you hang it and what you clean it with.

## Where to hang it

Light is the biggest enemy of any print. Pigment inks resist fading far better than ordinary inks, but hours of direct sunlight every day will still soften the colours over the years.

- Choose a wall that does not get direct sun, or only for a short part of the day.
- Keep it away from radiators, fireplaces, heating vents and air conditioners. Quick changes in temperature make canvas expand and contract.
- Avoid bathrooms, laundries and damp outside walls. Humidity can slacken the canvas and encourage mould on the back.
- A comfortable room for people, about 18–24 °C with 40–60% humidity, is a comfortable room for art.

## Hanging it safely

Our gallery-wrapped canvases are light and come ready to hang. Use a picture hook rated for at least twice the weight of the artwork, or two hooks for the larger sizes, so the canvas sits level and cannot slip. On plasterboard, use a proper wall anchor. Framed canvases hang the same way; the float frame is attached to the canvas, not a separate piece to assemble.

## Dusting and cleaning

Dust the surface every few weeks with a **dry, soft, lint-free cloth** or a soft brush, working gently from top to bottom. A feather duster also works.

If something sticky or a small mark lands on the canvas, dab it very lightly with a barely damp cloth (clean water only), then let it dry flat. Do not rub, do not scrub, and never use glass cleaner, household sprays, alcohol or solvents; they can lift the ink or leave a shine. Posters are more delicate than canvas: dust them only, and keep them behind glass if little hands or noses live nearby.

Frames can be wiped with a slightly damp cloth. Keep any furniture polish off the canvas itself.

## If the canvas loosens

Canvas is a natural fabric and may relax a little in a humid season, showing a soft ripple. It usually tightens again when the air dries. If it does not, [write to us](/contact) with a photo and we will help.

## Storing and moving

If you take the portrait down for a while, wrap it in clean paper or a cotton sheet (not plastic, which traps moisture), and store it upright somewhere dry, away from the floor of a basement or attic. Never lean anything against the printed face; a corner pressed into the canvas leaves a dent that is hard to remove.

When moving house, put a piece of cardboard over the front, wrap the whole piece in bubble wrap, and mark the box "artwork, this side up". Our original shipping box is ideal if you still have it.

## Fingerprints and little visitors

Skin oils leave marks that show in raking light. Handle the canvas by its sides or the wooden frame on the back, and teach small children (and curious cats) that the painting is for looking at. A wall out of tail-swishing range is worth choosing.

## Questions

If your print arrived damaged, or something looks wrong after unpacking, contact us within 30 days with a photo of the problem and your order number. We reprint or refund damaged and faulty prints. For everything else, the [FAQ](/faq) covers sizes, frames and shipping, and our [guide](/guide) helps you choose the next one.
`,
}
