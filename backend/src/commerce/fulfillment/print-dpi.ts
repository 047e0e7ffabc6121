import { MIN_PRINT_DPI } from "@petshop/painting-module"

/**
 * Print files are made at PRINT_DPI (default and minimum 150). Test suites (NODE_ENV=test) and
 * a shop started with ALLOW_LOW_PRINT_DPI=true (the browser tests' shop) may ask for less, so
 * that every order in them does not paint a 20-megapixel file.
 */
export function printDpi(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.PRINT_DPI)
  if (!(asked > 0)) return MIN_PRINT_DPI
  return env.NODE_ENV === "test" || env.ALLOW_LOW_PRINT_DPI === "true" ? asked : Math.max(MIN_PRINT_DPI, asked)
}
