/**
 * Hosted checkout payment providers: `stripe-checkout` (Stripe Checkout Sessions) and
 * `test-checkout` (the labelled test-payment page). See config.ts for which one is active.
 */
import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { StripeCheckoutService } from "./stripe-checkout"
import { TestCheckoutService } from "./test-checkout"

export default ModuleProvider(Modules.PAYMENT, { services: [StripeCheckoutService, TestCheckoutService] })
