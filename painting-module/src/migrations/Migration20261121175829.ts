import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261121175829 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "style" drop constraint if exists "style_slug_unique";`)
    this.addSql(
      `create table if not exists "painting" ("id" text not null, "title" text null, "signature" text null, "photo_id" text not null, "style_id" text not null, "negative_prompt" text null, "prompt" text null, "status" text check ("status" in ('idle', 'queue', 'in-progress', 'complete', 'failed')) not null default 'idle', "failure_reason" text null, "is_demo" boolean not null default false, "is_featured" boolean not null default false, "is_public" boolean not null default false, "width" integer not null default 512, "height" integer not null default 768, "seed" integer not null default 1, "image" jsonb null, "no_watermark" jsonb null, "no_watermark_hq" jsonb null, "production_image" jsonb null, "progress_image" jsonb null, "showcase" jsonb null, "history" jsonb null, "hq_requested" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "painting_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_painting_deleted_at" ON "painting" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_painting_status" ON "painting" ("status") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_painting_photo_id" ON "painting" ("photo_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_painting_style_id" ON "painting" ("style_id") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "photo" ("id" text not null, "status" text check ("status" in ('uploaded', 'analysing', 'analysed', 'failed')) not null default 'uploaded', "original_file_id" text not null, "original_name" text null, "mime_type" text not null, "size_bytes" integer not null, "width" integer null, "height" integer null, "image" jsonb null, "description" text null, "subject" jsonb null, "subjects" jsonb null, "colors" jsonb null, "orientation" text check ("orientation" in ('landscape', 'portrait', 'square')) null, "failure_reason" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "photo_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_photo_deleted_at" ON "photo" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_photo_status" ON "photo" ("status") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "style" ("id" text not null, "type" text check ("type" in ('image-to-image', 'paint', 'face-swap')) not null default 'image-to-image', "title" text not null, "slug" text not null, "description" text null, "provider" text not null default 'local', "allow_signature" boolean not null default false, "is_public" boolean not null default true, "is_featured" boolean not null default false, "is_first" boolean not null default false, "prompt" text not null, "negative_prompt" text null, "public_image" jsonb null, "demo_images" jsonb null, "order_index" integer not null default 0, "engine" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "style_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_style_slug_unique" ON "style" ("slug") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_style_deleted_at" ON "style" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "post_process_settings" ("id" text not null, "is_default" boolean not null default false, "settings" jsonb not null, "history" jsonb null, "style_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "post_process_settings_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_post_process_settings_style_id" ON "post_process_settings" ("style_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_post_process_settings_deleted_at" ON "post_process_settings" ("deleted_at") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "style_layer" ("id" text not null, "name" text not null, "kind" text not null default 'overlay', "order_index" integer not null default 0, "settings" jsonb null, "image" jsonb null, "style_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "style_layer_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_style_layer_style_id" ON "style_layer" ("style_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_style_layer_deleted_at" ON "style_layer" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "task" ("id" text not null, "type" text check ("type" in ('photo', 'paint')) not null, "status" text check ("status" in ('queue', 'in-progress', 'complete', 'failed')) not null default 'queue', "subject_id" text not null, "attempts" integer not null default 0, "max_attempts" integer not null default 3, "queued_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null, "error" text null, "worker_id" text null, "progress" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "task_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_task_deleted_at" ON "task" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_task_type_status" ON "task" ("type", "status") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_task_subject_id" ON "task" ("subject_id") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "worker_service" ("id" text not null, "name" text not null, "hostname" text not null, "pid" integer not null, "queues" text[] not null, "status" text check ("status" in ('running', 'stopped')) not null default 'running', "started_at" timestamptz not null, "last_heartbeat_at" timestamptz not null, "is_enabled" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "worker_service_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_worker_service_deleted_at" ON "worker_service" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `alter table if exists "post_process_settings" add constraint "post_process_settings_style_id_foreign" foreign key ("style_id") references "style" ("id") on update cascade on delete cascade;`
    )

    this.addSql(
      `alter table if exists "style_layer" add constraint "style_layer_style_id_foreign" foreign key ("style_id") references "style" ("id") on update cascade on delete cascade;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "post_process_settings" drop constraint if exists "post_process_settings_style_id_foreign";`)

    this.addSql(`alter table if exists "style_layer" drop constraint if exists "style_layer_style_id_foreign";`)

    this.addSql(`drop table if exists "painting" cascade;`)

    this.addSql(`drop table if exists "photo" cascade;`)

    this.addSql(`drop table if exists "style" cascade;`)

    this.addSql(`drop table if exists "post_process_settings" cascade;`)

    this.addSql(`drop table if exists "style_layer" cascade;`)

    this.addSql(`drop table if exists "task" cascade;`)

    this.addSql(`drop table if exists "worker_service" cascade;`)
  }
}
