import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261121175255 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "account_token" drop constraint if exists "account_token_token_hash_unique";`)
    this.addSql(
      `create table if not exists "account" ("id" text not null, "is_temp" boolean not null default true, "is_verified" boolean not null default false, "is_admin" boolean not null default false, "show_admin_options" boolean not null default false, "is_banned" boolean not null default false, "cart_reminders" boolean not null default true, "newsletter" boolean not null default false, "name" text null, "location" text null, "utm" jsonb null, "referrer_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "account_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_account_deleted_at" ON "account" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "account_token" ("id" text not null, "token_hash" text not null, "revoked_at" timestamptz null, "last_used_at" timestamptz null, "account_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "account_token_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_account_token_token_hash_unique" ON "account_token" ("token_hash") WHERE deleted_at IS NULL;`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_account_token_account_id" ON "account_token" ("account_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_account_token_deleted_at" ON "account_token" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `alter table if exists "account_token" add constraint "account_token_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "account_token" drop constraint if exists "account_token_account_id_foreign";`)

    this.addSql(`drop table if exists "account" cascade;`)

    this.addSql(`drop table if exists "account_token" cascade;`)
  }
}
