/**
 * The test-payment mode: a stand-in for Stripe's hosted page so that a fresh machine without
 * a Stripe key can buy end to end. Its "hosted page" is served by the backend
 * (GET /checkout/test-payment/{payment session id}), clearly labelled; no card is charged.
 * The checkout's state lives in the payment session's data, so every backend process sees it.
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
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { AbstractPaymentProvider, MedusaError, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import { toMinorUnits } from "./amounts"
import { readCheckoutState, sessionStatusOf, type CheckoutState } from "./checkout-data"
import { TEST_CHECKOUT_IDENTIFIER, TEST_PAYMENT_PAGE_PATH, type HostedCheckoutOptions } from "./config"
import type { CheckoutSessionInput } from "./stripe-checkout"

/** Test sessions expire like Stripe's, after 24 hours. */
const TEST_SESSION_LIFETIME_S = 24 * 60 * 60

export class TestCheckoutService extends AbstractPaymentProvider<HostedCheckoutOptions> {
  static identifier = TEST_CHECKOUT_IDENTIFIER

  constructor(cradle: Record<string, unknown>, options: HostedCheckoutOptions) {
    super(cradle, options)
  }

  /** With a Stripe key configured, test payments must not be a way to get orders for free. */
  protected assertTestMode() {
    if (this.config.mode !== "test") {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Test payments are off: the shop takes payments with Stripe.")
    }
  }

  async initiatePayment({ amount, currency_code, data, context }: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    this.assertTestMode()
    const input = (data ?? {}) as CheckoutSessionInput
    const paymentSessionId = input.session_id ?? context?.idempotency_key
    if (!paymentSessionId) throw new MedusaError(MedusaError.Types.INVALID_DATA, "A payment session id is required.")
    const currency = currency_code.toLowerCase()
    const state: CheckoutState = {
      // The code the customer returns with is the payment session id itself.
      id: paymentSessionId,
      url: `${this.config.backendUrl}${TEST_PAYMENT_PAGE_PATH}/${paymentSessionId}`,
      amount_total: toMinorUnits(amount, currency),
      currency,
      status: "open",
      payment_status: "unpaid",
      expires_at: Math.floor(Date.now() / 1000) + TEST_SESSION_LIFETIME_S,
      payment_intent: null,
      payment_session_id: paymentSessionId,
      cart_id: input.cart_id,
      test_mode: true,
    }
    return { id: paymentSessionId, status: PaymentSessionStatus.PENDING, data: state as unknown as Record<string, unknown> }
  }

  async getPaymentStatus({ data }: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const state = readCheckoutState(data)
    if (this.config.mode !== "test" || !state) return { status: PaymentSessionStatus.ERROR, data }
    return { status: sessionStatusOf(state), data }
  }

  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return this.getPaymentStatus(input)
  }

  /** The test page records "paid" through Medusa's updatePaymentSession, which lands here. */
  async updatePayment({ data, amount, currency_code }: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    this.assertTestMode()
    const state = readCheckoutState(data)
    if (state && state.amount_total !== toMinorUnits(amount, currency_code)) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The amount changed; start the checkout again.")
    }
    return { data }
  }

  async capturePayment({ data }: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data }
  }

  async cancelPayment({ data }: CancelPaymentInput): Promise<CancelPaymentOutput> {
    const state = readCheckoutState(data)
    return { data: state?.status === "open" ? { ...data, status: "expired" } : data }
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return this.cancelPayment(input)
  }

  async refundPayment({ data }: RefundPaymentInput): Promise<RefundPaymentOutput> {
    return { data }
  }

  async retrievePayment({ data }: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data }
  }

  async getWebhookActionAndData(): Promise<WebhookActionResult> {
    return { action: PaymentActions.NOT_SUPPORTED }
  }
}

/** The state after the customer pressed Pay on the test page. */
export function paidTestState(state: CheckoutState): CheckoutState {
  return { ...state, status: "complete", payment_status: "paid" }
}
