import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261121232138 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "article" drop constraint if exists "article_slug_unique";`)
    this.addSql(`alter table if exists "wishlist_item" drop constraint if exists "wishlist_item_customer_id_painting_id_unique";`)
    this.addSql(
      `create table if not exists "article" ("id" text not null, "slug" text not null, "title" text not null, "summary" text not null, "body" text not null, "image" jsonb null, "is_published" boolean not null default true, "published_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "article_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_article_slug_unique" ON "article" ("slug") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_article_deleted_at" ON "article" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "review" ("id" text not null, "name" text not null, "rating" integer not null, "text" text not null, "images" jsonb null, "painting_id" text null, "is_published" boolean not null default true, "is_featured" boolean not null default false, "published_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "review_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_deleted_at" ON "review" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_review_is_published_is_featured" ON "review" ("is_published", "is_featured") WHERE deleted_at IS NULL;`
    )

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
    this.addSql(`drop table if exists "article" cascade;`)

    this.addSql(`drop table if exists "review" cascade;`)

    this.addSql(`drop table if exists "wishlist_item" cascade;`)
  }
}
