import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Content and growth: static assets, survey answers, tags on paintings, review authors. */
export class Migration20261122001500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "static_asset" ("id" text not null, "title" text not null, "file_id" text not null, "url" text not null, "mime_type" text not null, "size_bytes" integer not null, "width" integer null, "height" integer null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "static_asset_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_static_asset_deleted_at" ON "static_asset" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "survey_answer" ("id" text not null, "kind" text not null default 'post-purchase', "question" text not null, "answers" jsonb not null, "order_id" text null, "account_id" text null, "page" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "survey_answer_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_survey_answer_deleted_at" ON "survey_answer" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_survey_answer_kind" ON "survey_answer" ("kind") WHERE deleted_at IS NULL;`)

    this.addSql(`alter table if exists "tag" drop constraint if exists "tag_slug_unique";`)
    this.addSql(
      `create table if not exists "tag" ("id" text not null, "name" text not null, "slug" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "tag_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_tag_slug_unique" ON "tag" ("slug") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_tag_deleted_at" ON "tag" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(`alter table if exists "painting_tag" drop constraint if exists "painting_tag_tag_id_painting_id_unique";`)
    this.addSql(
      `create table if not exists "painting_tag" ("id" text not null, "tag_id" text not null, "painting_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "painting_tag_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_painting_tag_deleted_at" ON "painting_tag" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_painting_tag_tag_id_painting_id_unique" ON "painting_tag" ("tag_id", "painting_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_painting_tag_painting_id" ON "painting_tag" ("painting_id") WHERE deleted_at IS NULL;`)

    this.addSql(
      `alter table if exists "review" add column if not exists "account_id" text null, add column if not exists "verified_purchase" boolean not null default false;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "static_asset" cascade;`)
    this.addSql(`drop table if exists "survey_answer" cascade;`)
    this.addSql(`drop table if exists "tag" cascade;`)
    this.addSql(`drop table if exists "painting_tag" cascade;`)
    this.addSql(`alter table if exists "review" drop column if exists "account_id", drop column if exists "verified_purchase";`)
  }
}
