/** How long e-mailed links work. */
export const ACTIVATION_TOKEN_TTL_SECONDS = 48 * 60 * 60
export const PASSWORD_RESET_TOKEN_TTL_SECONDS = 60 * 60
