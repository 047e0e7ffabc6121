import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Wishlist items, formerly of the painting module. A shop that ran the painting module's
 * migrations has the table with its rows: it is kept (create only if missing). The down
 * migration leaves it, since its rows predate this module.
 */
export class Migration20261126100002 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "wishlist_item" drop constraint if exists "wishlist_item_customer_id_painting_id_unique";`)
    this.addSql(
      `create table if not exists "wishlist_item" ("id" text not null, "customer_id" text not null, "painting_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "wishlist_item_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_wishlist_item_deleted_at" ON "wishlist_item" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_wishlist_item_customer_id_painting_id_unique" ON "wishlist_item" ("customer_id", "painting_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_wishlist_item_painting_id" ON "wishlist_item" ("painting_id") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    // Nothing: the table and its rows were there before this module.
  }
}
