import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** A photo keeps the style sampler's small pictures of it (issue 25); older photos have none. */
export class Migration20261127080000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "photo" add column if not exists "style_samples" jsonb null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "photo" drop column if exists "style_samples";`)
  }
}
