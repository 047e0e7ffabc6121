/**
 * An order's fulfilment package (painting module: FulfilmentPackage, FulfilmentItem,
 * FulfilmentProof) as the admin sees it, and the lookups the fulfilment calls share.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { DomainError } from "../../lib/errors"

export type FileRef = {
  fileId: string
  width: number
  height: number
  bytes: number
  mimeType: string
  dpi?: number
  filename?: string
  uploadedAt?: string
  by?: string | null
}

export type LineManifest = {
  orderId: string
  orderNumber: number
  lineId: string
  product: { id: string | null; handle: string | null; name: string | null }
  medium: string | null
  sizeInches: { width: number; height: number }
  pixels: { width: number; height: number }
  dpi: number
  frame: string
  signed: boolean
  quantity: number
  isRotated: boolean
  shippingAddress: Record<string, string | null>
  email: string | null
  painting: { id: string | null; title: string | null }
}

export type PackageRecord = {
  id: string
  order_id: string
  manifest: Record<string, unknown> | null
  partner: string | null
  partner_order_id: string | null
  partner_status: string | null
  partner_shipments: unknown
  sent_to_partner_at: Date | string | null
  prepared_by: string | null
  created_at: Date | string
  updated_at: Date | string
}

export type ItemRecord = {
  id: string
  package_id: string
  order_id: string
  line_id: string
  painting_id: string | null
  production: FileRef
  proof: FileRef | null
  replacement: FileRef | null
  manifest: LineManifest
}

export type ProofRecord = {
  id: string
  order_id: string
  file_id: string
  filename: string | null
  mime_type: string
  width: number | null
  height: number | null
  bytes: number | null
  uploaded_by: string | null
  created_at: Date | string
}

export const paintingService = (container: MedusaContainer) => container.resolve<PaintingModuleService>(PAINTING_MODULE)

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

/** The order's current package and its items, or null when it has none. */
export async function loadPackage(
  container: MedusaContainer,
  orderId: string
): Promise<{ pkg: PackageRecord; items: ItemRecord[] } | null> {
  const service = paintingService(container)
  const [pkg] = (await service.listFulfilmentPackages(
    { order_id: orderId },
    { order: { created_at: "DESC", id: "DESC" }, take: 1 }
  )) as unknown as PackageRecord[]
  if (!pkg) return null
  const items = (await service.listFulfilmentItems({ package_id: pkg.id }, { order: { created_at: "ASC" } })) as unknown as ItemRecord[]
  return { pkg, items }
}

export async function listProofs(container: MedusaContainer, orderId: string): Promise<ProofRecord[]> {
  return (await paintingService(container).listFulfilmentProofs(
    { order_id: orderId },
    { order: { created_at: "ASC" } }
  )) as unknown as ProofRecord[]
}

export async function findItem(container: MedusaContainer, id: string): Promise<ItemRecord> {
  const [item] = (await paintingService(container).listFulfilmentItems({ id }, { take: 1 })) as unknown as ItemRecord[]
  if (!item) throw DomainError.notFound("Fulfilment image not found.")
  return item
}

export async function findProof(container: MedusaContainer, id: string): Promise<ProofRecord> {
  const [proof] = (await paintingService(container).listFulfilmentProofs({ id }, { take: 1 })) as unknown as ProofRecord[]
  if (!proof) throw DomainError.notFound("Proof not found.")
  return proof
}

/** The file that gets printed: the admin's replacement when there is one, else the generated print file. */
export const printFileOf = (item: ItemRecord): FileRef => item.replacement ?? item.production

const extOf = (mimeType: string) =>
  mimeType === "image/png" ? "png" : mimeType === "image/webp" ? "webp" : mimeType === "image/tiff" ? "tif" : "jpg"

/** Names inside the package zip. */
export const zipNames = (item: ItemRecord, index: number) => {
  const dir = `line-${index + 1}-${item.line_id}`
  const print = printFileOf(item)
  return {
    dir,
    print: `${dir}/print-${item.replacement ? "replacement-" : ""}${print.width}x${print.height}.${extOf(print.mimeType)}`,
    proof: `${dir}/proof.jpg`,
    manifest: `${dir}/manifest.json`,
  }
}

export const proofZipName = (proof: ProofRecord) =>
  `proofs/${proof.id}${proof.filename ? `-${proof.filename.replace(/[^\w.-]+/g, "_")}` : `.${extOf(proof.mime_type)}`}`

export function presentProof(proof: ProofRecord) {
  return {
    id: proof.id,
    filename: proof.filename,
    mimeType: proof.mime_type,
    width: proof.width,
    height: proof.height,
    bytes: proof.bytes,
    uploadedBy: proof.uploaded_by,
    dateCreated: iso(proof.created_at),
  }
}

export function presentPackage(pkg: PackageRecord, items: ItemRecord[]) {
  return {
    id: pkg.id,
    orderId: pkg.order_id,
    dateCreated: iso(pkg.created_at),
    lastUpdated: iso(pkg.updated_at),
    preparedBy: pkg.prepared_by,
    printPartner: pkg.partner
      ? {
          name: pkg.partner,
          orderId: pkg.partner_order_id,
          status: pkg.partner_status,
          shipments: pkg.partner_shipments ?? [],
          sentAt: iso(pkg.sent_to_partner_at),
        }
      : null,
    items: items.map((item, i) => {
      const print = printFileOf(item)
      return {
        id: item.id,
        lineId: item.line_id,
        painting: item.painting_id,
        print: {
          width: print.width,
          height: print.height,
          dpi: print.dpi ?? item.manifest.dpi,
          bytes: print.bytes,
          mimeType: print.mimeType,
          isReplacement: Boolean(item.replacement),
          file: zipNames(item, i).print,
        },
        production: { width: item.production.width, height: item.production.height, dpi: item.production.dpi ?? item.manifest.dpi },
        replacement: item.replacement
          ? {
              width: item.replacement.width,
              height: item.replacement.height,
              filename: item.replacement.filename ?? null,
              uploadedAt: item.replacement.uploadedAt ?? null,
              by: item.replacement.by ?? null,
            }
          : null,
        proof: item.proof ? { width: item.proof.width, height: item.proof.height } : null,
        manifest: item.manifest,
      }
    }),
    downloadUrl: `/api/order/${pkg.order_id}/fulfillment-package`,
  }
}

/** The admin's fulfilment view of an order: its package (or null) and the uploaded proofs. */
export async function fulfilmentView(container: MedusaContainer, orderId: string) {
  const [found, proofs] = await Promise.all([loadPackage(container, orderId), listProofs(container, orderId)])
  return { fulfillmentPackage: found ? presentPackage(found.pkg, found.items) : null, proofs: proofs.map(presentProof) }
}
