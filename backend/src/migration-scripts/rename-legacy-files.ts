import type { ExecArgs } from "@medusajs/framework/types"
import { renameLegacyFilesWorkflow } from "../workflows/files/rename-legacy-files"

/**
 * Issue 18, item 2, for files stored before it: random names, private clean pictures and pet
 * photos, every link in the database kept valid. Run once by `medusa db:migrate`.
 */
export default async function renameLegacyFiles({ container }: ExecArgs) {
  const { result } = await renameLegacyFilesWorkflow(container).run()
  container.resolve("logger").info(`Renamed ${result.copied} stored files; rewrote ${result.rows} records (issue 18).`)
}
