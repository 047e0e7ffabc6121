import type { Article } from "@/lib/content/article"

/** When to order so the portrait arrives in time (footer: Guides). */
export const theArtOfTiming: Article = {
  id: "the-art-of-timing",
  slug: "the-art-of-timing",
  title: "The Art of Timing: When to Order Your Pet Portrait",
  description:
    "How long a custom pet portrait takes from photo to doorstep, and when to order so it arrives for a birthday, the holidays or a memorial.",
  datePublished: "2026-10-02",
  styleSlug: "oil",
  glance: [
    { label: "Painting", value: "under a minute" },
    { label: "Printing", value: "2–4 business days" },
    { label: "Standard shipping", value: "4–12 business days" },
    { label: "Express shipping", value: "2–6 business days" },
  ],
  body: `
A painting of your pet is one of those gifts that feels personal the moment the wrapping comes off. The only way it can go wrong is by arriving a week after the party. The good news: most of the waiting is not the painting at all. Here is how the clock really runs, and when to place your order for the moments that matter.

## Painting takes seconds, not weeks

A traditional commissioned portrait can take a month or more. Ours does not. When you upload a photo, the shop first analyses it (usually a few seconds), then paints it in the style you pick. You watch the painting appear on screen, and it is usually complete in under a minute.

That means you can try several styles before you decide. Paint your dog as an **Oil** portrait, then as **Watercolor**, then as **Synthwave**, and keep the one that makes you smile. Only one painting is made at a time, so wait for the first one to finish before starting the next.

## Printing: two to four business days

Once you check out, your painting is rendered again at print resolution and sent to our print studio. Gallery-wrapped canvases are printed, stretched over a wooden frame by hand and checked before they are packed. Framed canvases and signed artworks go through one more step: fitting the float frame, or the artist's signature on the finished print. Allow **two to four business days** for all of this; posters are usually on the faster end.

## Shipping: it depends where you are

We ship to the USA, Canada, Australia, England, Scotland, Wales and Ireland. Every country has a standard and an express option, and you see both at checkout with their prices in your currency.

- **United States:** standard 5–8 business days, express 2–3 (Hawaii costs more to reach).
- **Canada:** standard 6–10 business days, express 3–4.
- **Australia:** standard 8–12 business days, express 4–6.
- **England, Scotland and Wales:** standard 4–7 business days, express 2–3.
- **Ireland:** standard 4–7 business days, express 2–3.

Business days leave out weekends and public holidays, so a week of business days is really nine or ten calendar days.

## When to order

Add printing to shipping, then leave a little room for the unexpected.

### Birthdays and anniversaries

Order **three weeks ahead** with standard shipping, or **ten days ahead** with express. If the celebration is in Australia, add a few more days.

### The winter holidays

December is the busiest month for printers and carriers alike. For a portrait under the tree, order by **early December** with standard shipping; after the middle of the month choose express and order as soon as you can. Orders placed in the last days before a holiday may not arrive in time, even with express.

### Memorials

When a companion has passed away, there is rarely a date to meet, and it is fine to take your time choosing the photo. Many people find it comforting to try a few styles over several evenings before ordering. If you would like the portrait for a remembrance gathering, order **three weeks** before it, or two weeks with express.

## A gift that cannot wait

If the date is simply too close, you can still give the portrait on the day: create the painting, order the print, and share the painting's page as a preview. The canvas follows a few days later, and nobody minds a gift that arrives twice.

## Before you order

A good photo makes a better painting. Read our [photo guide](/photo-guide) for the few things that matter (good light, eye level, the whole head in the frame, no blur), and our [Pet Portrait Guide](/guide) to choose a style, size and frame. If you are unsure about a date, [write to us](/contact) before you order and we will tell you honestly whether it can make it.
`,
}
