/**
 * A picture's inline placeholder (issue 24): its own colours at a few pixels, enlarged and
 * blurred, filling the picture's box until the picture (drawn above it) arrives. Nothing when
 * the picture has none, or when the value is not a small inline picture.
 */
import { isInlinePlaceholder } from "@/lib/ui/inline-placeholder"
import styles from "./blur-up.module.css"

export function BlurUp({ placeholder }: { placeholder: string | null | undefined }) {
  if (!isInlinePlaceholder(placeholder)) return null
  return (
    <span className={styles.blurUp} style={{ backgroundImage: `url("${placeholder}")` }} aria-hidden="true" data-testid="image-blur-up" />
  )
}
