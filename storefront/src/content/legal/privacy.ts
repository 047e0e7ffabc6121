import type { LegalDocument } from "./legal-document"

export const PRIVACY_POLICY: LegalDocument = {
  slug: "privacy",
  title: "Privacy Policy",
  description:
    "What personal data Custom Pet Portraits collects, why, who it is shared with, how long it is kept and how to have it deleted.",
  updated: "2026-11-01",
  body: `
This policy explains what personal data Custom Pet Portraits ("we", "us") collects when you use our website and buy our products, why we collect it, and the choices you have. We are a small online shop that turns photos of pets into paintings and sells them as printed canvases and posters. We keep the data we collect to the minimum we need to do that.

## Who is responsible

Custom Pet Portraits is the controller of the personal data described here. You can reach us about anything in this policy through our [contact page](/contact).

## What we collect

- **Account details:** your e-mail address, password (stored only as a secure hash), name if you give it, and whether you want cart reminders or our newsletter.
- **Addresses:** the shipping and billing addresses and phone number you enter at checkout, so we can deliver your order and calculate taxes.
- **Photos and paintings:** the photos you upload, the paintings created from them and any signature or title you add. Photos are analysed automatically to find your pet and describe it for the painting engine.
- **Orders:** what you bought, prices, discounts, taxes, shipping option and the status of your delivery, and the e-mails we send you about it.
- **Technical data:** pages visited, the page you arrived on and campaign tags in the link (such as utm parameters), the referral code of the friend who invited you, your browser type and IP address, kept in our server logs.

We do not collect your card number. Payments are handled by Stripe (see below).

## Why we use it

- To run your account and create your paintings (performing our contract with you).
- To take payment, print, ship and support your order, and to keep accounting records (contract and legal obligation).
- To send service e-mails: account activation, password resets, order confirmations and shipping updates (contract).
- To send cart reminders and newsletters, only while you have them switched on; every such e-mail has an unsubscribe link (consent, which you can withdraw at any time).
- To understand which pages and campaigns work, prevent abuse and fraud, and keep the shop secure (our legitimate interests).
- To send one invitation e-mail to a friend whose address you give us on the refer page, and to credit you when they order (legitimate interests).

## Payments by Stripe

When you check out, you are taken to a secure payment page operated by Stripe, Inc. Stripe collects your card details and processes the payment under its own privacy policy. We receive only the result of the payment, the amount, the last four digits and brand of the card and the billing details needed for the order.

## E-mail

We send e-mail through a transactional e-mail provider, which processes your e-mail address and the content of the message only to deliver it.

## Cookies and local storage

We do not use advertising or cross-site tracking cookies. The site keeps a few items in your browser's local storage, which are needed for it to work:

- **token:** keeps you signed in (including the temporary guest account a new visitor receives), so your photos, paintings and cart stay with you.
- **referrerId:** the referral code of the friend whose invite link you followed, so they can be thanked if you order.

Our payment provider Stripe sets its own cookies on its checkout page to prevent fraud. You can clear local storage at any time in your browser settings; you will then be signed out and a guest cart will be lost.

## Who we share data with

We share personal data only with the providers who help us run the shop, and only what they need: our hosting and database providers, Stripe for payments, our print studio and carriers for production and delivery (name, shipping address, phone number, the artwork), and our e-mail provider. They may process data only on our instructions. Some of them are located outside your country, including in the United States; where required, transfers are protected by standard contractual clauses or equivalent safeguards. We never sell your personal data.

## Public paintings

Paintings may appear in our public gallery and social feed without your name. If you would rather a painting of yours were not shown publicly, tell us and we will remove it.

## How long we keep it

Account data is kept while your account exists. Order and tax records are kept for as long as the law requires (usually six to seven years). Photos and paintings are kept with your account so you can reorder. Temporary guest accounts that were never used to buy anything are deleted after a period of inactivity. Server logs are kept for a few weeks.

## Your rights

Depending on where you live, you may have the right to access the personal data we hold about you, correct it, have it deleted, restrict or object to how we use it, and receive it in a portable format. You can also withdraw consent for marketing e-mails at any time.

**Data deletion on request:** write to us from the e-mail address of your account through our [contact page](/contact) and ask us to delete your data. We will delete your account, photos and paintings within 30 days, keeping only the order records we must keep by law, and confirm by e-mail when it is done.

If you are not satisfied with our answer, you may complain to your data protection authority (for example the Information Commissioner's Office in the United Kingdom, the Data Protection Commission in Ireland, the Office of the Privacy Commissioner of Canada or the Office of the Australian Information Commissioner).

## Children

Our shop is not intended for children under 16, and we do not knowingly collect their personal data.

## Security

Connections to the site are encrypted, passwords are stored as salted hashes, and access to customer data is limited to the people who need it to fulfil orders.

## Changes

We may update this policy when our shop or the law changes. The date at the top shows the latest version; for significant changes we will also tell registered customers by e-mail.
`,
}
