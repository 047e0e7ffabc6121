/**
 * The number of styles in the shop's copy, from its style list (fetchStyleCount): "13 art
 * styles", or "many art styles" while the backend cannot say how many.
 */
export const countedStyles = (count: number | null | undefined, noun = "art styles"): string =>
  count ? `${count} ${noun}` : `many ${noun}`
