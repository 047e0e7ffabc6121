import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261121200146 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "account" drop constraint if exists "account_referral_code_unique";`)
    this.addSql(`alter table if exists "account_action_token" drop constraint if exists "account_action_token_token_hash_unique";`)
    this.addSql(
      `create table if not exists "account_action_token" ("id" text not null, "purpose" text check ("purpose" in ('activation', 'password_reset')) not null, "token_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "account_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "account_action_token_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_account_action_token_token_hash_unique" ON "account_action_token" ("token_hash") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_account_action_token_account_id" ON "account_action_token" ("account_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_account_action_token_deleted_at" ON "account_action_token" ("deleted_at") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `alter table if exists "account_action_token" add constraint "account_action_token_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`
    )

    this.addSql(
      `alter table if exists "account" add column if not exists "referral_code" integer null, add column if not exists "addresses" jsonb null;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_account_referral_code_unique" ON "account" ("referral_code") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_action_token" cascade;`)

    this.addSql(`drop index if exists "IDX_account_referral_code_unique";`)
    this.addSql(`alter table if exists "account" drop column if exists "referral_code", drop column if exists "addresses";`)
  }
}
