import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChartBar } from "@medusajs/icons"
import { Button, Container, Heading, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { barPercent, percent } from "../../../lib/painting-admin"
import { errorText, petshopApi } from "../../lib/petshop-api"
import { withQueryClient } from "../../lib/query"

const TIMESPANS = ["7d", "30d", "90d"] as const

/** A bar as inline SVG: no chart library in the admin bundle. */
function Bar({ value, max, className }: { value: number; max: number; className: string }) {
  return (
    <svg width="120" height="10" role="img" aria-label={String(value)}>
      <rect width="120" height="10" rx="2" className="fill-ui-bg-subtle" />
      <rect width={(120 * barPercent(value, max)) / 100} height="10" rx="2" className={className} />
    </svg>
  )
}

/** Painting stats: paintings per style and day, and how many went to a cart and to an order. */
const StatsPage = () => {
  const [timespan, setTimespan] = useState<(typeof TIMESPANS)[number]>("30d")
  const { data, isLoading, error } = useQuery({
    queryKey: ["petshop", "stats", timespan],
    queryFn: () => petshopApi.paintingStats(timespan),
  })
  const maxStyle = Math.max(0, ...(data?.perStyle.map((s) => s.paintings) ?? []))
  const maxDay = Math.max(0, ...(data?.days.map((d) => d.paintings) ?? []))
  const titles = new Map(data?.styles.map((s) => [s.id, s.title]) ?? [])

  return (
    <div className="flex flex-col gap-y-3" data-testid="petshop-stats">
      <Container className="flex items-center justify-between px-6 py-4">
        <Heading level="h1">Painting stats</Heading>
        <div className="flex gap-x-2">
          {TIMESPANS.map((t) => (
            <Button key={t} size="small" variant={t === timespan ? "primary" : "secondary"} onClick={() => setTimespan(t)}>
              {t}
            </Button>
          ))}
        </div>
      </Container>
      {isLoading && <Text size="small">Loading…</Text>}
      {error && (
        <Text size="small" className="text-ui-fg-error">
          {errorText(error)}
        </Text>
      )}
      {data && (
        <>
          <Container className="grid grid-cols-3 gap-4 px-6 py-4" data-testid="petshop-stats-totals">
            <div>
              <Text size="small" className="text-ui-fg-subtle">
                Paintings
              </Text>
              <Heading level="h2">{data.totals.paintings}</Heading>
            </div>
            <div>
              <Text size="small" className="text-ui-fg-subtle">
                Put in a cart
              </Text>
              <Heading level="h2">
                {data.totals.inCart} ({percent(data.totals.paintingToCart)})
              </Heading>
            </div>
            <div>
              <Text size="small" className="text-ui-fg-subtle">
                Ordered
              </Text>
              <Heading level="h2">
                {data.totals.ordered} ({percent(data.totals.paintingToOrder)}; {percent(data.totals.cartToOrder)} of carts)
              </Heading>
            </div>
          </Container>

          <Container className="divide-y p-0">
            <Heading level="h2" className="px-6 py-4">
              Per style
            </Heading>
            <Table>
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell>Style</Table.HeaderCell>
                  <Table.HeaderCell>Paintings</Table.HeaderCell>
                  <Table.HeaderCell>In cart</Table.HeaderCell>
                  <Table.HeaderCell>Ordered</Table.HeaderCell>
                  <Table.HeaderCell>To cart</Table.HeaderCell>
                  <Table.HeaderCell>Cart to order</Table.HeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.perStyle.map((s) => (
                  <Table.Row key={s.id} data-testid="petshop-stats-style" data-style-id={s.id}>
                    <Table.Cell>{s.title}</Table.Cell>
                    <Table.Cell>
                      <div className="flex items-center gap-x-2">
                        <Bar value={s.paintings} max={maxStyle} className="fill-ui-fg-interactive" />
                        {s.paintings}
                      </div>
                    </Table.Cell>
                    <Table.Cell>{s.inCart}</Table.Cell>
                    <Table.Cell>{s.ordered}</Table.Cell>
                    <Table.Cell>{percent(s.paintingToCart)}</Table.Cell>
                    <Table.Cell>{percent(s.cartToOrder)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          </Container>

          <Container className="divide-y p-0">
            <Heading level="h2" className="px-6 py-4">
              Per day
            </Heading>
            <Table>
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell>Day</Table.HeaderCell>
                  <Table.HeaderCell>Paintings</Table.HeaderCell>
                  <Table.HeaderCell>In cart</Table.HeaderCell>
                  <Table.HeaderCell>Ordered</Table.HeaderCell>
                  <Table.HeaderCell>By style</Table.HeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {[...data.days].reverse().map((d) => (
                  <Table.Row key={d.date} data-testid="petshop-stats-day" data-date={d.date}>
                    <Table.Cell>{d.date}</Table.Cell>
                    <Table.Cell>
                      <div className="flex items-center gap-x-2">
                        <Bar value={d.paintings} max={maxDay} className="fill-ui-fg-interactive" />
                        {d.paintings}
                      </div>
                    </Table.Cell>
                    <Table.Cell>{d.inCart}</Table.Cell>
                    <Table.Cell>{d.ordered}</Table.Cell>
                    <Table.Cell className="text-ui-fg-subtle">
                      {Object.entries(d.byStyle)
                        .map(([id, n]) => `${titles.get(id) ?? id}: ${n}`)
                        .join(", ") || "—"}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          </Container>
        </>
      )}
    </div>
  )
}

export const config = defineRouteConfig({
  label: "Painting stats",
  icon: ChartBar,
})

export default withQueryClient(StatsPage)
