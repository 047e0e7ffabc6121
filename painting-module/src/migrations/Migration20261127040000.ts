import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** A painting records the crop of the photo it was composed with (issue 22); older paintings have none. */
export class Migration20261127040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "painting" add column if not exists "crop" jsonb null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "painting" drop column if exists "crop";`)
  }
}
