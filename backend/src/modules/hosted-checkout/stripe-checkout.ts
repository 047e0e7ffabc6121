/**
 * Stripe Checkout (hosted card page) as a Medusa payment provider. Medusa's own Stripe
 * provider works with PaymentIntents only; this one creates a Checkout Session per payment
 * session and treats a paid, complete session as captured (Checkout captures at once).
 */
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  Logger,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { AbstractPaymentProvider, MedusaError, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import type Stripe from "stripe"
import { fromMinorUnits, toMinorUnits } from "./amounts"
import { isPaid, readCheckoutState, sessionStatusOf, type CheckoutState } from "./checkout-data"
import { STRIPE_CHECKOUT_IDENTIFIER, type HostedCheckoutOptions } from "./config"
import { createStripeClient } from "./stripe-client"

export const ORDER_LINE_NAME = "Custom Pet Portraits order"

/** What start-hosted-checkout passes in a payment session's `data`; never prices. */
export type CheckoutSessionInput = {
  session_id?: string
  cart_id?: string
  email?: string | null
  description?: string
}

export function checkoutStateOf(session: Stripe.Checkout.Session): CheckoutState {
  return {
    id: session.id,
    url: session.url,
    amount_total: session.amount_total,
    currency: session.currency ?? "",
    status: session.status,
    payment_status: session.payment_status,
    expires_at: session.expires_at,
    payment_intent: typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
    payment_session_id: session.metadata?.payment_session_id,
    cart_id: session.metadata?.cart_id || undefined,
  }
}

type Cradle = { logger?: Logger }

export class StripeCheckoutService extends AbstractPaymentProvider<HostedCheckoutOptions> {
  static identifier = STRIPE_CHECKOUT_IDENTIFIER

  protected readonly stripe_: Stripe | null
  protected readonly logger_: Pick<Logger, "warn" | "info">

  static validateOptions(options: Record<string, unknown>) {
    if (typeof options.storefrontUrl !== "string" || !options.storefrontUrl) {
      throw new Error("The hosted checkout provider needs the option storefrontUrl (STOREFRONT_URL)")
    }
  }

  constructor(cradle: Record<string, unknown>, options: HostedCheckoutOptions) {
    super(cradle, options)
    this.logger_ = (cradle as Cradle).logger ?? console
    this.stripe_ = options.mode === "stripe" && options.apiKey ? createStripeClient(options) : null
  }

  /** The Stripe client, or a clear refusal when the shop runs in test-payment mode. */
  protected stripe(): Stripe {
    if (!this.stripe_) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        "Stripe checkout is not configured (no STRIPE_API_KEY); the shop runs in test-payment mode."
      )
    }
    return this.stripe_
  }

  protected async retrieveSession(data: Record<string, unknown> | undefined): Promise<Stripe.Checkout.Session> {
    const id = readCheckoutState(data)?.id
    if (!id) throw new MedusaError(MedusaError.Types.INVALID_DATA, "The payment session has no Stripe Checkout Session.")
    return this.stripe().checkout.sessions.retrieve(id)
  }

  async initiatePayment({ amount, currency_code, data, context }: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const input = (data ?? {}) as CheckoutSessionInput
    const paymentSessionId = input.session_id ?? context?.idempotency_key
    if (!paymentSessionId) throw new MedusaError(MedusaError.Types.INVALID_DATA, "A payment session id is required.")
    const currency = currency_code.toLowerCase()
    // The amount is Medusa's payment session amount, which Medusa computed from the cart total.
    const unitAmount = toMinorUnits(amount, currency)
    if (unitAmount <= 0) throw new MedusaError(MedusaError.Types.INVALID_DATA, "There is nothing to pay for this cart.")
    const metadata = { payment_session_id: paymentSessionId, cart_id: input.cart_id ?? "" }

    const session = await this.stripe().checkout.sessions.create(
      {
        mode: "payment",
        payment_method_types: ["card"],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency,
              unit_amount: unitAmount,
              product_data: { name: ORDER_LINE_NAME, ...(input.description ? { description: input.description } : {}) },
            },
          },
        ],
        success_url: `${this.config.storefrontUrl}/order-complete/{CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.config.storefrontUrl}/checkout`,
        ...(input.email ? { customer_email: input.email } : {}),
        ...(input.cart_id ? { client_reference_id: input.cart_id } : {}),
        metadata,
        payment_intent_data: { metadata },
      },
      // One Checkout Session per Medusa payment session, however often this is retried.
      { idempotencyKey: `hosted-checkout-${paymentSessionId}` }
    )
    return { id: session.id, status: PaymentSessionStatus.PENDING, data: checkoutStateOf(session) }
  }

  async getPaymentStatus({ data }: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const current = checkoutStateOf(await this.retrieveSession(data))
    return { status: sessionStatusOf(current, readCheckoutState(data)), data: { ...data, ...current } }
  }

  /** Called when Medusa completes the cart: only a paid session of the same amount authorises. */
  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return this.getPaymentStatus(input)
  }

  // Checkout Sessions in payment mode capture when the customer pays.
  async capturePayment({ data }: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data }
  }

  /** Expires an open session so an outdated page cannot be paid; anything else stays as it is. */
  async cancelPayment({ data }: CancelPaymentInput): Promise<CancelPaymentOutput> {
    const state = readCheckoutState(data)
    if (!state || !this.stripe_) return { data }
    const session = await this.stripe().checkout.sessions.retrieve(state.id)
    if (session.status !== "open") return { data: { ...data, ...checkoutStateOf(session) } }
    const expired = await this.stripe().checkout.sessions.expire(state.id)
    return { data: { ...data, ...checkoutStateOf(expired) } }
  }

  /** Medusa drops sessions when the cart changes; a paid one must not go (the money would have no order). */
  async deletePayment({ data }: DeletePaymentInput): Promise<DeletePaymentOutput> {
    const state = readCheckoutState(data)
    if (state && this.stripe_ && isPaid(checkoutStateOf(await this.stripe().checkout.sessions.retrieve(state.id)))) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This checkout has already been paid; the order is being completed.")
    }
    return this.cancelPayment({ data })
  }

  async refundPayment({ amount, data }: RefundPaymentInput): Promise<RefundPaymentOutput> {
    let state = readCheckoutState(data)
    if (!state?.payment_intent) state = checkoutStateOf(await this.retrieveSession(data))
    if (!state.payment_intent) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This checkout was never paid.")
    const refund = await this.stripe().refunds.create({
      payment_intent: state.payment_intent,
      amount: toMinorUnits(amount, state.currency),
    })
    return { data: { ...data, ...state, last_refund_id: refund.id } }
  }

  async retrievePayment({ data }: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data: { ...data, ...checkoutStateOf(await this.retrieveSession(data)) } }
  }

  /** A Checkout Session's amount is fixed: a new amount needs a new session (Medusa makes one). */
  async updatePayment({ data, amount, currency_code }: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    const state = readCheckoutState(data)
    if (state && state.amount_total !== toMinorUnits(amount, currency_code)) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The amount changed; start the checkout again.")
    }
    return { data }
  }

  /**
   * Verifies the signature over the raw body (Medusa keeps it for /hooks/payment) with the
   * SDK's default 300 s tolerance. Medusa has already answered 200 by now, so a forged or stale
   * delivery is logged and ignored rather than retried.
   */
  async getWebhookActionAndData({ rawData, headers }: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    const secret = this.config.webhookSecret
    if (!this.stripe_ || !secret) {
      this.logger_.warn("Ignored a Stripe webhook: STRIPE_API_KEY or STRIPE_WEBHOOK_SECRET is not set.")
      return { action: PaymentActions.NOT_SUPPORTED }
    }
    let event: Stripe.Event
    try {
      event = this.stripe_.webhooks.constructEvent(rawData, headers["stripe-signature"] as string, secret)
    } catch (err) {
      this.logger_.warn(`Refused a Stripe webhook: ${(err as Error).message}`)
      return { action: PaymentActions.NOT_SUPPORTED }
    }
    return webhookAction(event)
  }
}

export function webhookAction(event: Stripe.Event): WebhookActionResult {
  if (!event.type.startsWith("checkout.session.")) return { action: PaymentActions.NOT_SUPPORTED }
  const session = event.data.object as Stripe.Checkout.Session
  const sessionId = session.metadata?.payment_session_id
  if (!sessionId) return { action: PaymentActions.NOT_SUPPORTED }
  const data = { session_id: sessionId, amount: fromMinorUnits(session.amount_total ?? 0, session.currency ?? "usd") }
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      // Authorised, not captured: the cart's completion authorises the session (capturing it
      // there, as the payment is already taken), so every path goes through one locked workflow.
      return { action: isPaid(checkoutStateOf(session)) ? PaymentActions.AUTHORIZED : PaymentActions.PENDING, data }
    case "checkout.session.async_payment_failed":
      return { action: PaymentActions.FAILED, data }
    case "checkout.session.expired":
      // Nothing to undo: the cart stays as it was and a new checkout can start.
      return { action: PaymentActions.CANCELED, data }
    default:
      return { action: PaymentActions.NOT_SUPPORTED }
  }
}
