import { z } from "zod"

// 25 MB of bytes is about 34 MB of base64.
const MAX_BASE64_CHARS = Math.ceil((25 * 1024 * 1024 * 4) / 3) + 200

export const photoBase64Body = z.object({
  image: z
    .string({ message: "Please choose a photo to upload." })
    .min(1, "Please choose a photo to upload.")
    .max(MAX_BASE64_CHARS, "Photos can be at most 25 MB.")
    .regex(/^(data:[\w/+.-]*;base64,)?[A-Za-z0-9+/=\s]+$/, "The photo must be base64 or a data URL."),
  filename: z.string().max(200).optional(),
})
export type PhotoBase64Body = z.infer<typeof photoBase64Body>

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
})
