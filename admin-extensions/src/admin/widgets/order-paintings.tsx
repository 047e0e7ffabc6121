import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { packageStatus, pickImage } from "../../lib/painting-admin"
import { errorText, petshopApi, type OrderPainting } from "../lib/petshop-api"
import { withQueryClient } from "../lib/query"
import { backendLink } from "../lib/sdk"

/**
 * On a Medusa order page: each ordered painting (picture, production image, its lines), the
 * fulfilment package's state with its zip download, and "Init fulfilment" to (re)build the package.
 */
const OrderPaintingsWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const queryClient = useQueryClient()
  const key = ["petshop", "order-paintings", order.id]
  const { data, isLoading, error } = useQuery({ queryKey: key, queryFn: () => petshopApi.orderPaintings(order.id) })
  const init = useMutation({
    mutationFn: () => petshopApi.initFulfilment(order.id),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer)
      toast.success(answer.message)
    },
    onError: (err) => toast.error(errorText(err)),
  })
  const pkg = data?.fulfillmentPackage ?? null
  const status = packageStatus(pkg)

  return (
    <Container className="divide-y p-0" data-testid="petshop-order-paintings">
      <div className="flex items-center justify-between px-6 py-4">
        <div className="flex items-center gap-x-2">
          <Heading level="h2">Paintings</Heading>
          <Badge size="2xsmall" color={status.color} data-testid="petshop-package-status">
            {status.label}
          </Badge>
        </div>
        <div className="flex items-center gap-x-2">
          {pkg && (
            <Button size="small" variant="secondary" asChild>
              <a href={backendLink(pkg.downloadUrl)} data-testid="petshop-package-download" download>
                Download package
              </a>
            </Button>
          )}
          <Button
            size="small"
            variant="secondary"
            isLoading={init.isPending}
            disabled={!data?.paintings.length}
            onClick={() => init.mutate()}
            data-testid="petshop-init-fulfilment"
          >
            {pkg ? "Re-init fulfilment" : "Init fulfilment"}
          </Button>
        </div>
      </div>
      {isLoading && (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
          Loading paintings…
        </Text>
      )}
      {error && (
        <Text size="small" className="px-6 py-4 text-ui-fg-error">
          {errorText(error)}
        </Text>
      )}
      {data && !data.paintings.length && (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
          This order has no paintings.
        </Text>
      )}
      {data?.paintings.map((p) => (
        <PaintingRow key={p.id} painting={p} />
      ))}
      {pkg && (
        <Text size="xsmall" className="px-6 py-3 text-ui-fg-subtle">
          Package {pkg.id} prepared {pkg.dateCreated ? new Date(pkg.dateCreated).toLocaleString() : ""}
          {pkg.preparedBy ? ` by ${pkg.preparedBy}` : ""}
          {pkg.printPartner?.orderId ? ` · ${pkg.printPartner.name} order ${pkg.printPartner.orderId}` : ""}
        </Text>
      )}
    </Container>
  )
}

function PaintingRow({ painting: p }: { painting: OrderPainting }) {
  const picture = pickImage(p.image, "low")
  const production = p.productionImage
  return (
    <div className="flex gap-x-4 px-6 py-4" data-testid="petshop-order-painting" data-painting-id={p.id}>
      {picture ? (
        <img src={picture} alt={p.title ?? "Painting"} className="h-24 w-24 rounded-md object-cover" />
      ) : (
        <div className="bg-ui-bg-subtle h-24 w-24 rounded-md" />
      )}
      <div className="flex flex-1 flex-col gap-y-1">
        <Text size="small" weight="plus">
          {p.title ?? p.id}
        </Text>
        <Text size="xsmall" className="text-ui-fg-subtle">
          Status: {p.status}
        </Text>
        {p.lines.map((l) => (
          <Text key={l.id} size="xsmall" className="text-ui-fg-subtle">
            {l.quantity} × {l.productName ?? "product"}
            {l.medium ? ` (${l.medium})` : ""}, frame {l.frame}
            {l.signed ? ", signed" : ""}
          </Text>
        ))}
        <Text size="xsmall" data-testid="petshop-production-image">
          Production image:{" "}
          {production && (production.width || pickImage(production, "original"))
            ? `${production.width ?? "?"} × ${production.height ?? "?"} px`
            : "not made yet"}
        </Text>
        {p.printFiles.map((f) => (
          <a
            key={f.itemId}
            href={f.url}
            target="_blank"
            rel="noreferrer"
            className="text-ui-fg-interactive txt-compact-xsmall"
            data-testid="petshop-print-file"
          >
            Print file {f.width} × {f.height} px at {f.dpi} DPI
          </a>
        ))}
      </div>
    </div>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details.after",
})

export default withQueryClient(OrderPaintingsWidget)
