import { model } from "@medusajs/framework/utils"

/**
 * The print-ready package of an order (spec: init-fulfillment, fulfillment-package): one per
 * Medusa order (a module link in the backend, and `order_id` for lookups), with the print
 * partner's order once it was sent. Re-preparing replaces the package (the old one is
 * soft-deleted).
 */
export const FulfilmentPackage = model
  .define("fulfilment_package", {
    id: model.id({ prefix: "fpkg" }).primaryKey(),
    order_id: model.text(),
    /** The order-level manifest (order id, number, e-mail, shipping address, lines). */
    manifest: model.json().nullable(),
    /** The print partner the package went to ("prodigi"), its order id there and its stage. */
    partner: model.text().nullable(),
    partner_order_id: model.text().nullable(),
    partner_status: model.text().nullable(),
    partner_shipments: model.json().nullable(),
    sent_to_partner_at: model.dateTime().nullable(),
    prepared_by: model.text().nullable(),
  })
  .indexes([{ on: ["order_id"] }, { on: ["partner_order_id"] }])

/**
 * One ordered painting line of a package: the production image at the ordered product size
 * and DPI (private file), its proof (a small JPEG showing the frame), the line's manifest, and
 * an optional replacement image uploaded by an admin (which then is the print file).
 */
export const FulfilmentItem = model
  .define("fulfilment_item", {
    id: model.id({ prefix: "fitem" }).primaryKey(),
    package_id: model.text(),
    order_id: model.text(),
    line_id: model.text(),
    painting_id: model.text().nullable(),
    /** { fileId, width, height, dpi, bytes, mimeType } of the generated print file. */
    production: model.json(),
    /** { fileId, width, height, bytes } of the proof JPEG. */
    proof: model.json().nullable(),
    /** { fileId, width, height, dpi, bytes, mimeType, filename, uploadedAt, by } of an admin's replacement. */
    replacement: model.json().nullable(),
    manifest: model.json(),
  })
  .indexes([{ on: ["package_id"] }, { on: ["order_id"] }])

/** A proof image an admin uploaded for an order (POST /api/order/{uuid}/proof). */
export const FulfilmentProof = model
  .define("fulfilment_proof", {
    id: model.id({ prefix: "fproof" }).primaryKey(),
    order_id: model.text(),
    file_id: model.text(),
    filename: model.text().nullable(),
    mime_type: model.text(),
    width: model.number().nullable(),
    height: model.number().nullable(),
    bytes: model.number().nullable(),
    uploaded_by: model.text().nullable(),
  })
  .indexes([{ on: ["order_id"] }])
