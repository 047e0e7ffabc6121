import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * One default post-process settings per style. The editor and the style-picture job could
 * both create a style's first default at once; the older one is kept as the default.
 */
export class Migration20261124070000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `update "post_process_settings" s set "is_default" = false where s."is_default" = true and s."deleted_at" is null and exists (select 1 from "post_process_settings" o where o."style_id" = s."style_id" and o."is_default" = true and o."deleted_at" is null and (o."created_at", o."id") < (s."created_at", s."id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_post_process_settings_one_default" ON "post_process_settings" ("style_id") WHERE is_default = true AND deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_post_process_settings_one_default";`)
  }
}
