/** The account token in local storage (spec section 7), and the referrer id (key referrerId). */
const TOKEN_KEY = "token"
export const REFERRER_KEY = "referrerId"

const storage = () => (typeof window !== "undefined" ? window.localStorage : undefined)

export function readToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_KEY) ?? null
  } catch {
    return null
  }
}

export function writeToken(token: string | null) {
  try {
    if (token) storage()?.setItem(TOKEN_KEY, token)
    else storage()?.removeItem(TOKEN_KEY)
  } catch {
    /* private mode: the session lasts as long as the page */
  }
}

/** The referrer is a whole number kept from an invite link (?referrerId=123). */
export function readReferrerId(): number | null {
  try {
    const raw = storage()?.getItem(REFERRER_KEY)
    return raw && /^\d+$/.test(raw) ? Number(raw) : null
  } catch {
    return null
  }
}

export function writeReferrerId(value: string | null) {
  try {
    if (value && /^\d+$/.test(value)) storage()?.setItem(REFERRER_KEY, value)
  } catch {
    /* ignore */
  }
}
