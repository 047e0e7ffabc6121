import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE } from "@petshop/painting-module"

type Move = { from: string; to: string; photos: string[]; paintings: string[] }

/** Re-links photos and paintings from one customer to another; compensation links them back. */
export const moveCustomerWorkStep = createStep(
  "move-customer-work",
  async (input: { fromCustomerId: string; toCustomerId: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "customer", fields: ["photos.id", "paintings.id"], filters: { id: input.fromCustomerId } })
    const row = (data[0] ?? {}) as { photos?: ({ id: string } | null)[]; paintings?: ({ id: string } | null)[] }
    const move: Move = {
      from: input.fromCustomerId,
      to: input.toCustomerId,
      photos: (row.photos ?? []).filter(Boolean).map((p) => p!.id),
      paintings: (row.paintings ?? []).filter(Boolean).map((p) => p!.id),
    }
    await relink(container, move.photos, move.paintings, move.from, move.to)
    return new StepResponse(move, move)
  },
  async (move, { container }) => {
    if (move) await relink(container, move.photos, move.paintings, move.to, move.from)
  }
)

async function relink(container: Pick<MedusaContainer, "resolve">, photos: string[], paintings: string[], from: string, to: string) {
  if (!photos.length && !paintings.length) return
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const records = [
    ...photos.map((photo_id) => ({ [PAINTING_MODULE]: { photo_id } })),
    ...paintings.map((painting_id) => ({ [PAINTING_MODULE]: { painting_id } })),
  ]
  await link.dismiss(records.map((r) => ({ ...r, [Modules.CUSTOMER]: { customer_id: from } })))
  await link.create(records.map((r) => ({ ...r, [Modules.CUSTOMER]: { customer_id: to } })))
}
