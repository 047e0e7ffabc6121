import type { ExecArgs } from "@medusajs/framework/types"
import { addImagePlaceholdersWorkflow } from "../workflows/files/add-image-placeholders"

/**
 * Issue 24, item 3, for pictures stored before it: each public picture (paintings, style
 * pictures, articles) gets the inline placeholder its box shows until it loads. Run once by
 * `medusa db:migrate`.
 */
export default async function addImagePlaceholders({ container }: ExecArgs) {
  const { result } = await addImagePlaceholdersWorkflow(container).run()
  container.resolve("logger").info(`Added picture placeholders to ${result.rows} records (issue 24).`)
}
