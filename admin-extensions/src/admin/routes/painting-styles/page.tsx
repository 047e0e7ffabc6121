import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Swatch } from "@medusajs/icons"
import { Badge, Container, Heading, Input, Switch, Table, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { pickImage } from "../../../lib/painting-admin"
import { errorText, petshopApi, type StaffStyle } from "../../lib/petshop-api"
import { withQueryClient } from "../../lib/query"

const KEY = ["petshop", "styles"]

/** Styles: every style with its picture; public and featured switches and the place in the shop's list. */
const StylesPage = () => {
  const { data, isLoading, error } = useQuery({ queryKey: KEY, queryFn: petshopApi.styles })
  return (
    <Container className="divide-y p-0" data-testid="petshop-styles">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h1">Painting styles</Heading>
        {data && (
          <Text size="small" className="text-ui-fg-subtle">
            {data.count} styles
          </Text>
        )}
      </div>
      {isLoading && (
        <Text size="small" className="px-6 py-4">
          Loading…
        </Text>
      )}
      {error && (
        <Text size="small" className="px-6 py-4 text-ui-fg-error">
          {errorText(error)}
        </Text>
      )}
      {data && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Picture</Table.HeaderCell>
              <Table.HeaderCell>Style</Table.HeaderCell>
              <Table.HeaderCell>Public</Table.HeaderCell>
              <Table.HeaderCell>Featured</Table.HeaderCell>
              <Table.HeaderCell>Order</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.styles.map((s) => (
              <StyleRow key={s.id} style={s} />
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

function StyleRow({ style }: { style: StaffStyle }) {
  const queryClient = useQueryClient()
  const [orderIndex, setOrderIndex] = useState(String(style.orderIndex))
  const update = useMutation({
    mutationFn: (body: Parameters<typeof petshopApi.updateStyle>[1]) => petshopApi.updateStyle(style.id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    onError: (err) => {
      toast.error(errorText(err))
      setOrderIndex(String(style.orderIndex))
    },
  })
  const picture = pickImage(style.publicImage, "thumb")
  const saveOrder = () => {
    const value = Number(orderIndex)
    if (orderIndex.trim() !== "" && value !== style.orderIndex) update.mutate({ orderIndex: value })
  }
  return (
    <Table.Row data-testid="petshop-style-row" data-style-id={style.id}>
      <Table.Cell>
        {picture ? (
          <img src={picture} alt={style.title} className="my-2 h-12 w-12 rounded object-cover" />
        ) : (
          <div className="bg-ui-bg-subtle my-2 h-12 w-12 rounded" />
        )}
      </Table.Cell>
      <Table.Cell>
        <div className="flex flex-col">
          <Text size="small" weight="plus">
            {style.title}
          </Text>
          <Text size="xsmall" className="text-ui-fg-subtle">
            {style.slug} · <Badge size="2xsmall">{style.provider}</Badge>
          </Text>
        </div>
      </Table.Cell>
      <Table.Cell>
        <Switch
          checked={style.isPublic}
          disabled={update.isPending}
          onCheckedChange={(checked) => update.mutate({ isPublic: checked })}
          aria-label={`Public: ${style.title}`}
        />
      </Table.Cell>
      <Table.Cell>
        <Switch
          checked={style.isFeatured}
          disabled={update.isPending}
          onCheckedChange={(checked) => update.mutate({ isFeatured: checked })}
          aria-label={`Featured: ${style.title}`}
        />
      </Table.Cell>
      <Table.Cell>
        <Input
          size="small"
          type="number"
          min={0}
          className="w-20"
          value={orderIndex}
          onChange={(e) => setOrderIndex(e.target.value)}
          onBlur={saveOrder}
          onKeyDown={(e) => e.key === "Enter" && saveOrder()}
          aria-label={`Order: ${style.title}`}
        />
      </Table.Cell>
    </Table.Row>
  )
}

export const config = defineRouteConfig({
  label: "Painting styles",
  icon: Swatch,
})

export default withQueryClient(StylesPage)
