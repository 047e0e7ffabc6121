/**
 * The shop's one rounding rule (issue 26): an amount is rounded to the currency's smallest
 * unit, half away from zero, in decimal (10 % of 161.85 is 16.185, which is 16.19 — where
 * binary floating point would say 16.18). Cart, checkout, order and e-mails all count money
 * in these whole minor units and only turn them into major units to present them.
 */
import { MathBN } from "@medusajs/framework/utils"
import type { BigNumberInput } from "@medusajs/framework/types"
import { currencyExponent } from "../../modules/hosted-checkout/amounts"

/** bignumber.js's ROUND_HALF_UP: to the nearest, and away from zero when halfway. */
const HALF_AWAY_FROM_ZERO = 4

/** Whole minor units (cents) of an amount in major units, by the shop's rounding rule. */
export function toMinor(amount: BigNumberInput | null | undefined, currency: string): number {
  const major = MathBN.convert(amount ?? 0)
  return major.shiftedBy(currencyExponent(currency)).integerValue(HALF_AWAY_FROM_ZERO).toNumber()
}

/** A rate in percent of a whole number of minor units, rounded by the shop's rule. */
export function percentOfMinor(minor: number, ratePercent: BigNumberInput): number {
  return MathBN.mult(minor, ratePercent).dividedBy(100).integerValue(HALF_AWAY_FROM_ZERO).toNumber()
}

/** Minor units back to the major units the API and pages show (1619 cents -> 16.19). */
export function toMajor(minor: number, currency: string): number {
  return MathBN.convert(minor).shiftedBy(-currencyExponent(currency)).toNumber()
}
