/**
 * The package as a zip streamed to the response (archiver): the order manifest, and per line
 * its print file, proof and manifest; the admin's uploaded proofs under proofs/. Files are
 * streamed from the File Module one after another; JPEGs are stored, not re-compressed.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import archiver from "archiver"
import type { Writable } from "node:stream"
import { printFileOf, proofZipName, zipNames, type ItemRecord, type PackageRecord, type ProofRecord } from "./fulfilment-records"

export async function streamPackageZip(
  container: MedusaContainer,
  out: Writable,
  pkg: PackageRecord,
  items: ItemRecord[],
  proofs: ProofRecord[]
): Promise<void> {
  const files = container.resolve(Modules.FILE)
  const zip = archiver("zip", { zlib: { level: 6 } })
  const done = new Promise<void>((resolve, reject) => {
    out.on("close", resolve)
    out.on("finish", resolve)
    zip.on("error", reject)
  })
  zip.pipe(out)
  const manifest = {
    ...(pkg.manifest ?? {}),
    packageId: pkg.id,
    printPartner: pkg.partner ? { name: pkg.partner, orderId: pkg.partner_order_id, status: pkg.partner_status } : null,
    files: items.map((item, i) => ({ lineId: item.line_id, ...zipNames(item, i), isReplacement: Boolean(item.replacement) })),
    proofs: proofs.map((p) => proofZipName(p)),
  }
  zip.append(JSON.stringify(manifest, null, 2), { name: "manifest.json" })
  for (const [i, item] of items.entries()) {
    const names = zipNames(item, i)
    zip.append(JSON.stringify({ ...item.manifest, printFile: names.print, isReplacement: Boolean(item.replacement) }, null, 2), {
      name: names.manifest,
    })
    zip.append(await files.getDownloadStream(printFileOf(item).fileId), { name: names.print, store: true })
    if (item.proof) zip.append(await files.getDownloadStream(item.proof.fileId), { name: names.proof, store: true })
  }
  for (const proof of proofs) zip.append(await files.getDownloadStream(proof.file_id), { name: proofZipName(proof), store: true })
  await zip.finalize()
  await done
}
