import { z } from "zod"
import { ROOM_KEYS } from "@petshop/painting-module/mockups"

/**
 * The widths a mockup is drawn at (the storefront's image breakpoints): a short list, so the
 * shared cache holds a handful of images per painting and variant, not one per pixel width.
 */
export const MOCKUP_WIDTHS = [320, 480, 640, 828, 1080, 1200, 1600, 1920] as const

export const roomMockupQuery = z.object({
  variant: z.string({ message: "Please choose a product variant." }).trim().min(1, "Please choose a product variant.").max(100),
  room: z.enum(ROOM_KEYS, { message: `room is one of ${ROOM_KEYS.join(", ")}.` }).default("living"),
  width: z.coerce
    .number({ message: "width is a number of pixels." })
    .int()
    .refine((w) => (MOCKUP_WIDTHS as readonly number[]).includes(w), { message: `width is one of ${MOCKUP_WIDTHS.join(", ")}.` })
    .default(1080),
  format: z.enum(["jpeg", "webp"], { message: "format is jpeg or webp." }).default("jpeg"),
})
export type RoomMockupQuery = z.infer<typeof roomMockupQuery>
