/** How a painting frames the pet: the proposed crop of each shape, and a shopper's own crop checked. */
export * from "./propose-composition"
export * from "./check-painting-crop"
export * from "./crop-in-pixels"
