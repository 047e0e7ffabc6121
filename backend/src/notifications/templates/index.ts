import { accountActivation, type AccountActivationData } from "./account-activation"
import { accountExists, type AccountExistsData } from "./account-exists"
import { genericEmail, type GenericEmailData } from "./generic"
import type { EmailContent, TemplateContext } from "./layout"
import { passwordReset, type PasswordResetData } from "./password-reset"
import { referralInvite, type ReferralInviteData } from "./referral-invite"
import { referralReward, type ReferralRewardData } from "./referral-reward"

/** Every e-mail the shop sends, by template name, with the data it needs. */
export type EmailTemplateData = {
  "account-activation": AccountActivationData
  "account-exists": AccountExistsData
  "password-reset": PasswordResetData
  "referral-invite": ReferralInviteData
  "referral-reward": ReferralRewardData
  generic: GenericEmailData
}
export type EmailTemplateName = keyof EmailTemplateData

export const EMAIL_TEMPLATES: { [K in EmailTemplateName]: (data: EmailTemplateData[K], ctx: TemplateContext) => EmailContent } = {
  "account-activation": accountActivation,
  "account-exists": accountExists,
  "password-reset": passwordReset,
  "referral-invite": referralInvite,
  "referral-reward": referralReward,
  generic: genericEmail,
}

export type { EmailContent, TemplateContext } from "./layout"
