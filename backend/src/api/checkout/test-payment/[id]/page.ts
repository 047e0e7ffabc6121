/** The HTML of the test-payment page: unmistakably a test, with Pay and Cancel. */
import { currencyExponent } from "../../../../modules/hosted-checkout/amounts"

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

export function formatMinor(amountMinor: number, currency: string) {
  const exponent = currencyExponent(currency)
  return new Intl.NumberFormat("en", { style: "currency", currency: currency.toUpperCase() }).format(amountMinor / 10 ** exponent)
}

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f6f6;color:#222}
.banner{background:#b00020;color:#fff;text-align:center;font-size:1.6rem;font-weight:800;padding:1.2rem;letter-spacing:.03em}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
button,a.button{display:block;width:100%;box-sizing:border-box;padding:.9rem;font-size:1.1rem;border-radius:6px;margin:.6rem 0;text-align:center;cursor:pointer;text-decoration:none}
button{background:#1a7f37;color:#fff;border:0}a.button{border:1px solid #999;color:#222;background:#fff}
</style></head>
<body><div class="banner" role="alert">TEST PAYMENT — no card is charged</div><main>${body}</main></body></html>`
}

export function testPaymentPage(input: {
  amountMinor: number
  currency: string
  description?: string
  payAction: string
  cancelUrl: string
  paid: boolean
}) {
  const amount = formatMinor(input.amountMinor, input.currency)
  const body = input.paid
    ? `<h1>Already paid</h1><p class="amount">${escape(amount)}</p>`
    : `<h1>Pay for your order</h1>
<p>This shop runs in test-payment mode because no Stripe key is configured.</p>
<p class="amount" data-testid="amount">${escape(amount)}</p>
${input.description ? `<p>${escape(input.description)}</p>` : ""}
<form method="post" action="${escape(input.payAction)}"><button type="submit">Pay ${escape(amount)} (test)</button></form>
<a class="button" href="${escape(input.cancelUrl)}">Cancel</a>`
  return layout("Test payment", body)
}

export function testPaymentProblemPage(message: string, backUrl: string) {
  return layout(
    "Test payment",
    `<h1>Payment not completed</h1><p>${escape(message)}</p><a class="button" href="${escape(backUrl)}">Back to checkout</a>`
  )
}
