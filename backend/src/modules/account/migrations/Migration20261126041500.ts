import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Issue 17: the address of a registration whose address already had an account. */
export class Migration20261126041500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "account" add column if not exists "unclaimable_email" text null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "account" drop column if exists "unclaimable_email";`)
  }
}
