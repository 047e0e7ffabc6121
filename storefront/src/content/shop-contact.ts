/** How shoppers reach the shop; the address can be changed per deployment (SUPPORT_EMAIL). */
export function supportEmail(): string {
  return process.env.SUPPORT_EMAIL || "hello@petportraits.test"
}

export const RESPONSE_TIMES = [
  { when: "Monday to Friday", time: "within one business day, usually the same day" },
  { when: "Weekends and public holidays", time: "on the next business day" },
  { when: "Damaged or faulty prints", time: "first in line: within 24 hours on business days" },
]
