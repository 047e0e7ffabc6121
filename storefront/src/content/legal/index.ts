import { PRIVACY_POLICY } from "./privacy"
import { TERMS } from "./terms"

export const LEGAL_DOCUMENTS = [PRIVACY_POLICY, TERMS]
export { PRIVACY_POLICY, TERMS }
