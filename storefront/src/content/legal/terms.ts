import type { LegalDocument } from "./legal-document"

export const TERMS: LegalDocument = {
  slug: "terms",
  title: "Terms and Conditions",
  description:
    "The terms for using Custom Pet Portraits and buying printed pet portraits: accounts, paintings, prices, payment, shipping, returns and liability.",
  updated: "2026-11-01",
  body: `
These terms apply when you use the Custom Pet Portraits website and when you buy a product from us. Please read them before you order. By creating an account or placing an order you agree to them. Nothing in these terms affects the rights you have as a consumer under the law of your country.

## 1. About us

Custom Pet Portraits is an online shop that creates paintings of pets from photos our customers upload and sells them as printed canvases, framed canvases, signed artworks and posters. You can contact us through our [contact page](/contact).

## 2. Your account

You can browse, upload photos and try styles as a guest. To create paintings you need a registered account with a verified e-mail address. Keep your password safe; you are responsible for what happens in your account. We may suspend accounts that misuse the service, for example by uploading unlawful content or trying to overload the painting engine.

## 3. Your photos

You may upload only photos that you took yourself or have permission to use. By uploading a photo you give us a licence to store it, analyse it and use it to create paintings for you, and to print and ship the products you order. Do not upload photos of people without their permission, or content that is offensive or unlawful; we may remove such content.

## 4. Your paintings

Paintings are created automatically by our painting engine in the style you choose; each is unique, and results vary with the photo. One painting is created at a time per customer. You may use the paintings you create, and the prints you buy, for your own personal, non-commercial purposes. We keep the right to show finished paintings, without your name, in our gallery, social feed and marketing; tell us if you would rather we did not show one of yours.

## 5. Products and prices

Products are printed to order in the sizes and frames shown for each painting. Colours on screen can differ slightly from the printed result. Prices are shown in the currency of your shipping country (US dollars, Canadian dollars, Australian dollars, pounds sterling or euros) and include the product only; shipping and taxes are added at checkout, where you see the total before you pay. If we made an obvious pricing mistake we will tell you and you may cancel the order for a full refund.

## 6. Gift vouchers and referrals

Gift vouchers (promo codes) give the discount shown on the items they apply to, may have conditions such as a product, framing or minimum quantity, cannot be exchanged for cash and cannot be combined unless stated. Referral rewards follow the referral terms shown on the [refer page](/refer).

## 7. Ordering and payment

Your order is an offer to buy. It is accepted when we send the order confirmation e-mail. Payment is taken by card through Stripe's secure checkout when you place the order. If a product becomes unavailable we will refund you in full.

## 8. Production and delivery

Most orders are printed within two to four business days and then shipped to the address you give us, in the USA, Canada, Australia, England, Scotland, Wales and Ireland. Delivery times shown at checkout are estimates from the carriers; see [The Art of Timing](/articles/the-art-of-timing). Please check your address carefully: we cannot be responsible for orders sent to an incorrect address you entered. For orders to Australia, the United Kingdom and Ireland, the GST or VAT shown at checkout is collected by us, so no further tax should be due on delivery.

## 9. Changes and cancellations

You can change or cancel an order until it goes to print, usually a few hours after you place it, by contacting us. Because every portrait is personalised and made to order, the statutory right to cancel distance purchases within 14 days does not apply to it once production has started, where the law allows this exception.

## 10. Damaged or faulty prints

Check your parcel when it arrives. If a product arrives damaged, is faulty or is not what you ordered, contact us within 30 days of delivery with your order number and a photo of the problem. We will reprint it free of charge or refund you, as you prefer, and we may ask you to return the damaged item at our cost. Your statutory rights for faulty goods remain unaffected.

## 11. Our liability

We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care, up to the price you paid for the order concerned. We do not exclude liability where it would be unlawful to do so, including for death or personal injury caused by negligence or for fraud. We are not responsible for delays caused by events outside our control, such as carrier disruption or extreme weather; we will tell you and do what we can to limit the delay.

## 12. Privacy

How we use your personal data is explained in our [privacy policy](/legal/privacy).

## 13. Changes to these terms

We may change these terms from time to time. The version that applies to your order is the one shown when you placed it.

## 14. Law and disputes

These terms are governed by the law of the country you live in, if it is one we ship to and its consumer law requires this; you may bring a claim in the courts where you live. We would always rather solve a problem together first, so please [contact us](/contact).
`,
}
