import { z } from "zod"

// Messages exactly as the spec words them (section 5).
const email = z
  .string({ message: "Please write an actual email address." })
  .trim()
  .toLowerCase()
  .max(254, "Please write an actual email address.")
  .email("Please write an actual email address.")
const password = z
  .string({ message: "Password must be at least 8 characters long." })
  .min(8, "Password must be at least 8 characters long.")
  .max(200, "Please choose a shorter password.")

export const registerBody = z.object({ email, password, name: z.string().trim().max(120).optional() })
export type RegisterBody = z.infer<typeof registerBody>

export const loginBody = z.object({ email, password })
export type LoginBody = z.infer<typeof loginBody>
