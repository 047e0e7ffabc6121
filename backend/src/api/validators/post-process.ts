import { z } from "zod"

const paintingId = z
  .string({ message: "Which painting? Give its paintingId." })
  .trim()
  .min(1, "Which painting? Give its paintingId.")
  .max(64, "That is not a painting id.")

/** POST /api/post_process/{id}/apply, .../replace_painting_image and .../use_as_example. */
export const postProcessPaintingBody = z.object({ paintingId })
export type PostProcessPaintingBody = z.infer<typeof postProcessPaintingBody>

/** GET /api/post_process/{id}/apply?paintingId=: how the apply on that painting stands. */
export const appliedQuery = z.object({ paintingId })
