import { z } from "zod"

// Spec sections 5 and 9: the minimum lengths and their exact messages.
const TITLE_MESSAGE = "Please provide a longer name."
const PROMPT_MESSAGE = "Please provide a longer prompt."
const NEGATIVE_PROMPT_MESSAGE = "Please provide a longer negative prompt."

const title = z.string({ message: TITLE_MESSAGE }).trim().min(4, TITLE_MESSAGE).max(100, "Please keep the name under 100 characters.")
const prompt = z
  .string({ message: PROMPT_MESSAGE })
  .trim()
  .min(6, PROMPT_MESSAGE)
  .max(2000, "Please keep the prompt under 2000 characters.")
const negativePrompt = z
  .string({ message: NEGATIVE_PROMPT_MESSAGE })
  .trim()
  .min(6, NEGATIVE_PROMPT_MESSAGE)
  .max(2000, "Please keep the negative prompt under 2000 characters.")
// An emptied description is stored as none.
const description = z
  .string()
  .trim()
  .max(5000, "Please keep the description under 5000 characters.")
  .nullable()
  .transform((d) => d || null)

const HEAD_BOX_MESSAGE = "Mark the head region as {x, y, width, height}, fractions of the template between 0 and 1."
const fraction = z.number({ message: HEAD_BOX_MESSAGE }).finite(HEAD_BOX_MESSAGE).min(0, HEAD_BOX_MESSAGE).max(1, HEAD_BOX_MESSAGE)

/**
 * Where the pet's head goes in a face-swap template: a box in fractions of the template,
 * inside it and big enough to hold a face. A form sends it as a JSON string.
 */
export const headBox = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v
    try {
      return JSON.parse(v)
    } catch {
      return v
    }
  },
  z
    .object({ x: fraction, y: fraction, width: fraction, height: fraction }, { message: HEAD_BOX_MESSAGE })
    .refine((b) => b.x + b.width <= 1.0001 && b.y + b.height <= 1.0001, { message: "The head region must lie inside the template." })
    .refine((b) => b.width >= 0.05 && b.height >= 0.05, { message: "The head region is too small; mark the whole head." })
)
export type HeadBox = z.infer<typeof headBox>

/** POST /api/style as JSON: a style painted from its prompt. "paint" styles come with an image (multipart). */
export const createStyleBody = z
  .object({
    type: z
      .enum(["image-to-image", "face-swap"], { message: "The type must be image-to-image or face-swap; a paint style needs an image." })
      .default("image-to-image"),
    title,
    prompt,
    description: description.optional(),
    negativePrompt: negativePrompt.nullable().optional(),
    // Only to tell the admin what is missing: a head region is marked on a template picture.
    headBox: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.headBox !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["image"],
        message: "A face-swap style's head region needs its template picture: upload it as the image.",
      })
  })
  .transform(({ headBox: _ignored, ...body }) => body)
export type CreateStyleBody = z.infer<typeof createStyleBody>

/**
 * POST /api/style as multipart with an `image`: a "paint" style (the image is its reference
 * artwork) or, with type=face-swap and a headBox, a face-swap style (the image is its
 * template). The form's text fields are optional; given ones are held to the same rules.
 */
export const createPaintStyleBody = z
  .object({
    type: z.enum(["paint", "face-swap"], { message: "A style with an image is a paint or a face-swap style." }).default("paint"),
    headBox: headBox.optional(),
    title: title.optional(),
    prompt: prompt.optional(),
    description: description.optional(),
    negativePrompt: negativePrompt.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type === "face-swap" && !body.headBox)
      ctx.addIssue({ code: "custom", path: ["headBox"], message: "Mark the head region on the template." })
  })
export type CreatePaintStyleBody = z.infer<typeof createPaintStyleBody>

/** PATCH /api/style/{id}: the fields the edit-style dialog saves (unknown keys are ignored). */
export const updateStyleBody = z.object({
  provider: z.string().trim().min(1, "Please choose a painting service.").max(50).optional(),
  allowSignature: z.boolean({ message: "allowSignature must be true or false." }).optional(),
  title: title.optional(),
  description: description.optional(),
  prompt: prompt.optional(),
  // null clears it; a given one must be long enough.
  negativePrompt: negativePrompt.nullable().optional(),
})
export type UpdateStyleBody = z.infer<typeof updateStyleBody>

export const STYLE_SCOPES = ["isFeatured", "isPublic", "all"] as const

/** GET /api/styles?scope&perPage&page. */
export const listStylesQuery = z.object({
  scope: z.enum(STYLE_SCOPES, { message: "The scope must be isFeatured, isPublic or all." }).default("isFeatured"),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(12),
})

/** GET /api/style/{id}/paintings?perPage&page. */
export const stylePaintingsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
})

const layerSettings = z.record(z.string(), z.unknown(), { message: "The layer settings must be an object." }).nullable()

export const createStyleLayerBody = z.object({
  styleId: z.string({ message: "No style selected." }).min(1, "No style selected.").max(100),
  name: z.string({ message: "Please name the layer." }).trim().min(1, "Please name the layer.").max(100),
  kind: z.string().trim().min(1).max(50).optional(),
  orderIndex: z.number().int().min(0).max(10_000).optional(),
  settings: layerSettings.optional(),
})
export type CreateStyleLayerBody = z.infer<typeof createStyleLayerBody>

export const updateStyleLayerBody = createStyleLayerBody.omit({ styleId: true }).partial()
export type UpdateStyleLayerBody = z.infer<typeof updateStyleLayerBody>

export const styleLayerQuery = z.object({
  id: z.string({ message: "Which layer? Give its id as ?id=." }).min(1, "Which layer? Give its id as ?id=.").max(100),
})

/** The seven post-process layers, in the order they run. */
export const POST_PROCESS_LAYERS = ["photo", "segment", "faceMap", "noPost", "final", "noPostHq", "production"] as const

const STEP_MESSAGE = "Each post-process step is { fn, params }, with fn the function's name."
const postProcessStep = z.strictObject(
  {
    fn: z.string({ message: STEP_MESSAGE }).trim().min(1, STEP_MESSAGE).max(100),
    params: z.record(z.string(), z.unknown(), { message: "The params of a step must be an object." }).optional(),
  },
  { message: STEP_MESSAGE }
)
const LAYERS_MESSAGE = `The settings must have exactly the layers ${POST_PROCESS_LAYERS.join(", ")}, each a list of steps.`
const layer = z.array(postProcessStep, { message: LAYERS_MESSAGE }).max(100, "A layer can have at most 100 steps.")

export const postProcessSettings = z.strictObject(
  Object.fromEntries(POST_PROCESS_LAYERS.map((name) => [name, layer])) as Record<(typeof POST_PROCESS_LAYERS)[number], typeof layer>,
  { message: LAYERS_MESSAGE }
)
export type PostProcessSettingsValue = z.infer<typeof postProcessSettings>

export const updatePostProcessBody = z.object({
  isDefault: z.boolean({ message: "isDefault must be true or false." }).optional(),
  settings: postProcessSettings.optional(),
})
export type UpdatePostProcessBody = z.infer<typeof updatePostProcessBody>

/** POST /api/style/{id}/example_image. */
export const styleExampleImageBody = z.object({
  paintingId: z.string({ message: "Which painting? Give its paintingId." }).trim().min(1, "Which painting? Give its paintingId.").max(64),
})
export type StyleExampleImageBody = z.infer<typeof styleExampleImageBody>
