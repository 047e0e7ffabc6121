/** The "Referral terms" modal of /refer. */
export const REFERRAL_REWARD = "a 15% gift voucher"

export const REFERRAL_TERMS: string[] = [
  "The referral programme is open to registered customers with a verified e-mail address.",
  "Share your personal invite link, or send an invitation from this page. Invite only people you know and who would welcome the message; do not post your link on coupon or deal websites.",
  "A friend counts as referred when they first visit the shop through your link (or the invitation e-mail) and then register with an e-mail address that has not been used with us before.",
  `When a referred friend's first order has been delivered, we e-mail you ${REFERRAL_REWARD} for your next order. One voucher per referred friend; there is no limit on the number of friends.`,
  "Vouchers are valid for 12 months, apply to printed products (not shipping or taxes), cannot be exchanged for cash and cannot be combined with another gift voucher on the same order.",
  "Orders that are cancelled, refunded or placed by yourself under another account do not count.",
  "We may change or end the programme at any time; vouchers already issued remain valid. We may withhold rewards where the programme is misused.",
  "Your friend's e-mail address is used only to send the one invitation you asked for. See our privacy policy for details.",
]
