import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE, type ContentModuleService } from "../../modules/content"
import { storePublicImagesStep, type PublicImageInput } from "./steps/store-public-images"

const createStaticStep = createStep(
  "create-static-record",
  async (
    values: { title: string; file_id: string; url: string; mime_type: string; size_bytes: number; width: number; height: number },
    { container }
  ) => {
    const asset = await container.resolve<ContentModuleService>(CONTENT_MODULE).createStaticAssets(values)
    return new StepResponse(asset, asset.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ContentModuleService>(CONTENT_MODULE).deleteStaticAssets(id)
  }
)

/** A named static asset: the file in the File Module (public), then its record. */
export const createStaticWorkflow = createWorkflow("create-static", (input: { title: string; file: PublicImageInput }) => {
  const stored = storePublicImagesStep(transform({ input }, ({ input }) => ({ images: [input.file] })))
  const asset = createStaticStep(
    transform({ input, stored }, ({ input, stored }) => ({
      title: input.title,
      file_id: stored[0].fileId,
      url: stored[0].url,
      mime_type: stored[0].mimeType,
      size_bytes: stored[0].sizeBytes,
      width: stored[0].width,
      height: stored[0].height,
    }))
  )
  return new WorkflowResponse(asset)
})
