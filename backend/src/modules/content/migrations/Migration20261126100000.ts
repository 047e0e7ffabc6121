import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Articles, static assets and survey answers, formerly of the painting module. A shop that ran
 * the painting module's migrations has these tables with their rows: they are kept as they are
 * (create only if missing). The down migration leaves them too, since their rows predate this module.
 */
export class Migration20261126100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "article" drop constraint if exists "article_slug_unique";`)
    this.addSql(
      `create table if not exists "article" ("id" text not null, "slug" text not null, "title" text not null, "summary" text not null, "body" text not null, "image" jsonb null, "is_published" boolean not null default true, "published_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "article_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_article_slug_unique" ON "article" ("slug") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_article_deleted_at" ON "article" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "static_asset" ("id" text not null, "title" text not null, "file_id" text not null, "url" text not null, "mime_type" text not null, "size_bytes" integer not null, "width" integer null, "height" integer null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "static_asset_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_static_asset_deleted_at" ON "static_asset" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "survey_answer" ("id" text not null, "kind" text not null default 'post-purchase', "question" text not null, "answers" jsonb not null, "order_id" text null, "account_id" text null, "page" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "survey_answer_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_survey_answer_deleted_at" ON "survey_answer" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_survey_answer_kind" ON "survey_answer" ("kind") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    // Nothing: the tables and their rows were there before this module.
  }
}
