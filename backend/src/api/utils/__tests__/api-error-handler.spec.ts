import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { serializeError } from "@medusajs/framework/utils"
import { describe, expect, it, vi } from "vitest"
import { TestPaymentNotOwner } from "../../../commerce/checkout/test-payment"
import { DomainError } from "../../../lib/errors"
import { PhotoNotUsable } from "../../../painting-rules/assert-can-paint"
import { QuotaExceeded } from "../../../painting-rules/quota-exceeded"
import { apiErrorHandler } from "../api-error-handler"
import { TooManyAttempts } from "../rate-limit"

type Answer = { status?: number; body?: unknown; headers: Record<string, string>; passedOn: boolean }

/** A request whose container has a quiet logger, for Medusa's own handler. */
const quiet = { error: () => {}, warn: () => {}, info: () => {} }
const req = { scope: { resolve: () => quiet } } as unknown as MedusaRequest

/** What the handler answers for `err`: status, JSON body, headers, or that it left the error to Medusa. */
function answer(err: unknown): Answer {
  const result: Answer = { headers: {}, passedOn: false }
  const res = {
    setHeader: (name: string, value: string) => void (result.headers[name] = value),
    status(code: number) {
      result.status = code
      return this
    },
    json(body: unknown) {
      result.body = body
      return this
    },
  } as unknown as MedusaResponse
  const next = vi.fn() as unknown as MedusaNextFunction
  try {
    apiErrorHandler(err, req, res, next)
  } catch {
    result.passedOn = true
  }
  if (result.status === undefined) result.passedOn = true
  return result
}

/** How a workflow step's error reaches the route: Medusa serialises it into a plain object. */
const asWorkflowStepError = (err: Error) => JSON.parse(JSON.stringify(serializeError(err))) as unknown

const KINDS: [string, DomainError, number, Record<string, string>][] = [
  ["invalid", DomainError.invalid("email", "Please write an actual email address."), 400, { field: "email" }],
  ["invalid with a type", new DomainError("invalid", "Your cart is empty.", { type: "CART_EMPTY" }), 400, { type: "CART_EMPTY" }],
  ["unauthenticated", DomainError.unauthenticated(), 401, {}],
  ["forbidden", DomainError.forbidden("Not yours."), 403, {}],
  ["notFound", DomainError.notFound("Painting not found."), 404, {}],
  ["conflict", new DomainError("conflict", "Already paid.", { type: "ALREADY_PAID" }), 409, { type: "ALREADY_PAID" }],
  ["notReady", DomainError.notReady("NOT_VERIFIED", "Please verify your email address first."), 412, { type: "NOT_VERIFIED" }],
  ["tooLarge", DomainError.tooLarge("The photo is too large.", "image"), 413, { field: "image" }],
  ["unusable", DomainError.unusable("photo", "This photo could not be used."), 422, { field: "photo" }],
  ["loginRequired", DomainError.loginRequired(), 423, { type: "LOGIN_REQUIRED" }],
  ["tooMany", DomainError.tooMany("Too many paintings today."), 429, {}],
  ["upstreamFailed", DomainError.upstreamFailed("The payment service could not be reached."), 502, {}],
  ["unavailable", DomainError.unavailable("Checkout is not set up."), 503, {}],
]

describe("apiErrorHandler: a domain error's kind is its HTTP status (issue 19)", () => {
  for (const [name, err, status, extra] of KINDS) {
    it(`${name} answers ${status} with {message, field?, type?}, thrown directly or from a workflow step`, () => {
      const expected = { status, body: { message: err.message, ...extra }, headers: {}, passedOn: false }
      expect(answer(err)).toEqual(expected)
      expect(answer(asWorkflowStepError(err))).toEqual(expected)
    })
  }

  it("tooMany with retryAfterSeconds sends Retry-After, from a step too", () => {
    const err = DomainError.tooMany("Please wait a minute.", 42)
    for (const thrown of [err, asWorkflowStepError(err)]) {
      expect(answer(thrown)).toEqual({
        status: 429,
        body: { message: "Please wait a minute." },
        headers: { "Retry-After": "42" },
        passedOn: false,
      })
    }
  })

  it("the painting rules', checkout's and rate limiter's own errors are domain errors", () => {
    const cases: [Error, number, Record<string, string>][] = [
      [new QuotaExceeded("You have made 10 paintings today.", 3600), 429, { "Retry-After": "3600" }],
      [new QuotaExceeded("You have 100 photos; delete some first."), 429, {}],
      [new PhotoNotUsable("No pet was found in this photo."), 422, {}],
      [new TestPaymentNotOwner(), 403, {}],
      [new TooManyAttempts(7), 429, { "Retry-After": "7" }],
    ]
    for (const [err, status, headers] of cases) {
      const field = err instanceof PhotoNotUsable ? { field: "photo" } : {}
      for (const thrown of [err, asWorkflowStepError(err)]) {
        expect(answer(thrown)).toEqual({ status, body: { message: err.message, ...field }, headers, passedOn: false })
      }
    }
  })

  it("leaves an error that is not the shop's to Medusa", () => {
    const err = Object.assign(new Error("boom"), { name: "NotADomainError", kind: "invalid" })
    expect(answer(asWorkflowStepError(err))).toMatchObject({ status: 500, passedOn: false })
  })
})

describe("apiErrorHandler: a dependency restarting is a 503 to try again (issue 20)", () => {
  it("answers 503 with Retry-After for a terminated database connection, also from a workflow step", () => {
    const terminated = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })
    for (const err of [terminated, asWorkflowStepError(terminated)]) {
      const { status, body, headers } = answer(err)
      expect(status).toBe(503)
      expect(headers["Retry-After"]).toBe("5")
      expect(body).toEqual({ message: "The shop is briefly unavailable. Please try again in a moment." })
    }
  })
})
