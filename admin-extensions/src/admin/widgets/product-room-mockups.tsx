import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { printFacts } from "../../lib/print-size"
import { demoPaintingFor, MOCKUP_ROOMS, mockupPath, type DemoPainting, type MockupRoom } from "../../lib/room-mockups"
import { withQueryClient } from "../lib/query"
import { backendLink, sdk } from "../lib/sdk"

/**
 * On a product page: a demo painting of the product's proportions hanging in a room as each of
 * the product's variants (frame, signed), to scale, as shoppers see it on a painting's page.
 */
const ProductRoomMockupsWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const facts = printFacts(product.metadata)
  const [room, setRoom] = useState<MockupRoom>("living")
  const demos = useQuery({
    queryKey: ["petshop", "demo-paintings"],
    queryFn: () => sdk.client.fetch<{ paintings: DemoPainting[] }>("/api/paintings", { query: { scope: "isPublic", perPage: 50 } }),
    enabled: !!facts,
  })
  // The product page's own data may come without its variants: ask for them.
  const listed = useQuery({
    queryKey: ["petshop", "product-variants", product.id],
    queryFn: () => sdk.admin.product.listVariants(product.id, { limit: 50, fields: "id,title" }),
    enabled: !!facts,
  })
  const painting = facts && demos.data ? demoPaintingFor(demos.data.paintings, facts) : null
  const variants = listed.data?.variants ?? product.variants ?? []

  return (
    <Container className="divide-y p-0" data-testid="petshop-product-mockups">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">On the wall</Heading>
        <div className="flex gap-x-1" role="group" aria-label="Room">
          {MOCKUP_ROOMS.map((r) => (
            <button
              key={r.key}
              type="button"
              aria-pressed={room === r.key}
              onClick={() => setRoom(r.key)}
              className={`txt-compact-small rounded-md px-2 py-1 ${room === r.key ? "bg-ui-bg-base-pressed" : "text-ui-fg-subtle"}`}
            >
              {r.label}
            </button>
          ))}
        </div>
      </div>
      {!facts ? (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
          This product has no print size, so it cannot be hung on a wall.
        </Text>
      ) : demos.isLoading || listed.isLoading ? (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
          Loading…
        </Text>
      ) : !variants.length ? (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
          This product has no variants to hang.
        </Text>
      ) : !painting ? (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
          No demo painting of these proportions ({facts.aspectRatio}) to hang: the seed's demo paintings show it once there is one.
        </Text>
      ) : (
        <div className="grid grid-cols-2 gap-4 px-6 py-4">
          {variants.map((variant) => (
            <figure key={variant.id} className="flex flex-col gap-y-1">
              <img
                src={backendLink(mockupPath(painting.id, variant.id, room))}
                alt={`${painting.title ?? "A demo painting"} as ${product.title}, ${variant.title}, in a ${room === "living" ? "living room" : room}`}
                width={480}
                height={320}
                loading="lazy"
                className="h-auto w-full rounded-md bg-ui-bg-subtle"
                data-testid="petshop-product-mockup"
              />
              <Text size="small" leading="compact" className="text-ui-fg-subtle">
                {variant.title}
              </Text>
            </figure>
          ))}
        </div>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "product.details.after",
})

export default withQueryClient(ProductRoomMockupsWidget)
