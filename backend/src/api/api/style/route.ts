import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { randomFileName } from "@petshop/painting-module/config"
import { inspectUpload, UploadRejectedError } from "@petshop/painting-module/photo"
import { reencodeWithoutMetadata } from "@petshop/painting-module/render"
import { createStyleWorkflow, type CreateStyleWorkflowInput } from "../../../workflows/style/create-style"
import { requireAdmin } from "../../utils/account-context"
import { ApiError } from "../../utils/api-error"
import { presentStyle, type StyleRecord } from "../../utils/present-style"
import type { CreatePaintStyleBody, CreateStyleBody } from "../../validators/style"

type UploadedFile = { buffer: Buffer; originalname?: string }

// A paint style made from an image alone still needs a name and a prompt to be listed and painted.
const DEFAULT_PAINT_TITLE = "Untitled style"
const DEFAULT_PAINT_PROMPT = "a painting of {description}"

/** The reference image's bytes are checked (real image, size, pixels) before anything is stored. */
async function acceptStyleImage(req: MedusaRequest, file: UploadedFile) {
  const settings = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE).getSettings()
  try {
    await inspectUpload(file.buffer, { maxBytes: settings.maxUploadBytes, maxPixels: settings.maxPixels })
    // The style's public picture: upright, without EXIF/XMP/IPTC, under a random name (issue 18).
    const clean = await reencodeWithoutMetadata(file.buffer, settings.maxPixels).catch(() => {
      throw ApiError.badRequest("image", "This image could not be read. Please upload it as a JPEG, PNG or WebP.")
    })
    return {
      filename: randomFileName(clean.extension),
      mimeType: clean.mimeType,
      contentBase64: clean.bytes.toString("base64"),
      width: clean.width,
      height: clean.height,
      placeholder: clean.placeholder,
    }
  } catch (err) {
    if (err instanceof UploadRejectedError) {
      throw new ApiError(err.code === "TOO_LARGE" ? 413 : 400, err.message, { field: "image", type: err.code })
    }
    throw err
  }
}

/**
 * POST /api/style (admin): JSON {type: image-to-image|face-swap, title, prompt, description?,
 * negativePrompt?}, or multipart with an `image`: a "paint" style whose image is its reference
 * artwork, or with type=face-swap and headBox ({x, y, width, height} in fractions of the image)
 * a face-swap style whose image is the template the pet's head goes into. The image is its
 * public picture; the painting worker measures it right after (a style-picture task). Answers 201
 * with the style, its id and its storefront route.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const file = (req as MedusaRequest & { file?: UploadedFile }).file
  let input: CreateStyleWorkflowInput
  if (file) {
    const body = (req as MedusaRequest & { validatedBody: CreatePaintStyleBody }).validatedBody
    const image = await acceptStyleImage(req, file)
    input = {
      style: {
        type: body.type,
        title: body.title ?? DEFAULT_PAINT_TITLE,
        prompt: body.prompt ?? DEFAULT_PAINT_PROMPT,
        description: body.description ?? null,
        negative_prompt: body.negativePrompt ?? null,
        engine: body.type === "face-swap" && body.headBox ? { headBox: body.headBox } : null,
      },
      image,
    }
  } else {
    const body = (req as MedusaRequest & { validatedBody: CreateStyleBody }).validatedBody
    input = {
      style: {
        type: body.type,
        title: body.title,
        prompt: body.prompt,
        description: body.description ?? null,
        negative_prompt: body.negativePrompt ?? null,
      },
    }
  }
  const { result } = await createStyleWorkflow(req.scope).run({ input })
  res.status(201).json(presentStyle({ ...(result.style as unknown as StyleRecord), layers: [] }))
}
