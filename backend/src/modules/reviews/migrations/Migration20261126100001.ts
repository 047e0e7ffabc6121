import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Reviews, formerly of the painting module. A shop that ran the painting module's migrations
 * has the table with its rows: it is kept (create only if missing), and the columns added
 * later (author, verified purchase) are added if an older table lacks them. The down migration
 * leaves the table, since its rows predate this module.
 */
export class Migration20261126100001 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "review" ("id" text not null, "name" text not null, "rating" integer not null, "text" text not null, "images" jsonb null, "painting_id" text null, "is_published" boolean not null default true, "is_featured" boolean not null default false, "published_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "review_pkey" primary key ("id"));`
    )
    // Added as the painting module once did, so every database has the same column order.
    this.addSql(
      `alter table if exists "review" add column if not exists "account_id" text null, add column if not exists "verified_purchase" boolean not null default false;`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_deleted_at" ON "review" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_review_is_published_is_featured" ON "review" ("is_published", "is_featured") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    // Nothing: the table and its rows were there before this module.
  }
}
