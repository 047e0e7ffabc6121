import { randomBytes, scrypt } from "node:crypto"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

// Medusa's emailpass provider hashes with scrypt-kdf at these settings (its default hashConfig).
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

/**
 * Spends the time a new login's password hash takes, for a registration that makes no
 * login (its address is taken): so the answer's timing does not tell the two apart. The
 * hash is thrown away.
 */
export const hashUnusedPasswordStep = createStep("hash-unused-password", async (password: string) => {
  await new Promise<void>((resolve, reject) => scrypt(password, randomBytes(32), 64, COST, (err) => (err ? reject(err) : resolve())))
  return new StepResponse(true)
})
