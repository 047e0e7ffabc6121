import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Fulfilment packages of orders, their items (print file, proof, manifest) and uploaded proofs. */
export class Migration20261122003000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "fulfilment_package" ("id" text not null, "order_id" text not null, "manifest" jsonb null, "partner" text null, "partner_order_id" text null, "partner_status" text null, "partner_shipments" jsonb null, "sent_to_partner_at" timestamptz null, "prepared_by" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "fulfilment_package_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_fulfilment_package_deleted_at" ON "fulfilment_package" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_fulfilment_package_order_id" ON "fulfilment_package" ("order_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_fulfilment_package_partner_order_id" ON "fulfilment_package" ("partner_order_id") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "fulfilment_item" ("id" text not null, "package_id" text not null, "order_id" text not null, "line_id" text not null, "painting_id" text null, "production" jsonb not null, "proof" jsonb null, "replacement" jsonb null, "manifest" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "fulfilment_item_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_fulfilment_item_deleted_at" ON "fulfilment_item" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_fulfilment_item_package_id" ON "fulfilment_item" ("package_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_fulfilment_item_order_id" ON "fulfilment_item" ("order_id") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "fulfilment_proof" ("id" text not null, "order_id" text not null, "file_id" text not null, "filename" text null, "mime_type" text not null, "width" integer null, "height" integer null, "bytes" integer null, "uploaded_by" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "fulfilment_proof_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_fulfilment_proof_deleted_at" ON "fulfilment_proof" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_fulfilment_proof_order_id" ON "fulfilment_proof" ("order_id") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "fulfilment_package" cascade;`)

    this.addSql(`drop table if exists "fulfilment_item" cascade;`)

    this.addSql(`drop table if exists "fulfilment_proof" cascade;`)
  }
}
