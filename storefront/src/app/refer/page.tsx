import type { Metadata } from "next"
import { HowSteps } from "@/components/content/how-steps"
import { PageHero } from "@/components/content/page-hero"
import { ReferPanel } from "@/components/content/refer/refer-panel"
import { ReferralTermsButton } from "@/components/content/refer/referral-terms-button"
import styles from "@/components/content/content.module.css"
import { REFERRAL_REWARD } from "@/content/referral-terms"
import { fetchPublicStyles } from "@/lib/content/fetch-public-styles"
import { styleImage } from "@/lib/content/style-image"

export const dynamic = "force-dynamic"

export const metadata: Metadata = {
  title: "Refer a Friend",
  description: `Invite friends to paint their pets. Share your personal invite link and get ${REFERRAL_REWARD} when a friend's first portrait is delivered.`,
}

/** /refer: the referral programme, the shopper's invite link and invite form, and its terms. */
export default async function ReferPage() {
  const styleList = await fetchPublicStyles()
  const pick = (slug: string) => {
    const style = styleList.find((s) => s.slug === slug)
    return style ? styleImage(style) : null
  }
  return (
    <div className={styles.page}>
      <PageHero
        eyebrow="Refer a friend"
        title="Share the joy of a pet portrait"
        lead={`Know someone who talks about their dog or cat all the time? Invite them. When their first portrait is delivered, we send you ${REFERRAL_REWARD} for your next one.`}
      />
      <ReferPanel />
      <div className={styles.actions}>
        <ReferralTermsButton />
      </div>
      <section className={styles.section} aria-labelledby="how-refer">
        <h2 id="how-refer">How it works</h2>
        <HowSteps
          steps={[
            {
              title: "Share your link",
              text: "Copy your invite link or send an invitation by e-mail from this page.",
              image: pick("caricature"),
              alt: "A playful caricature portrait of a pet",
            },
            {
              title: "Your friend paints their pet",
              text: "They try the styles, create a painting in under a minute and order their print.",
              image: pick("watercolor"),
              alt: "A watercolour pet portrait",
            },
            {
              title: "You get a voucher",
              text: `When their order is delivered, ${REFERRAL_REWARD} arrives in your inbox for your next portrait.`,
              image: pick("synthwave"),
              alt: "A neon synthwave pet portrait",
            },
          ]}
        />
      </section>
    </div>
  )
}
