/** Spec section 5: the style form's minimum lengths and their messages. */
export const STYLE_MIN = { title: 4, prompt: 6, negativePrompt: 6 } as const

export const STYLE_MESSAGES = {
  title: "Please provide a longer name.",
  prompt: "Please provide a longer prompt.",
  negativePrompt: "Please provide a longer negative prompt.",
} as const

export type StyleFields = { title?: string | null; prompt?: string | null; negativePrompt?: string | null }
export type StyleErrors = Partial<Record<keyof typeof STYLE_MESSAGES, string>>

/**
 * Errors of a style form. Creation checks title and prompt; editing also checks the negative
 * prompt, but only when one is written (an empty negative prompt means "none").
 */
export function validateStyle(fields: StyleFields, mode: "create" | "edit"): StyleErrors {
  const errors: StyleErrors = {}
  if ((fields.title ?? "").trim().length < STYLE_MIN.title) errors.title = STYLE_MESSAGES.title
  if ((fields.prompt ?? "").trim().length < STYLE_MIN.prompt) errors.prompt = STYLE_MESSAGES.prompt
  const negative = (fields.negativePrompt ?? "").trim()
  if (mode === "edit" && negative.length > 0 && negative.length < STYLE_MIN.negativePrompt)
    errors.negativePrompt = STYLE_MESSAGES.negativePrompt
  return errors
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0
