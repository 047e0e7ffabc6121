import Medusa from "@medusajs/js-sdk"

// Set by the admin's own build (MEDUSA_BACKEND_URL); empty means the admin's own origin.
declare const __BACKEND_URL__: string | undefined

export const backendUrl = (typeof __BACKEND_URL__ !== "undefined" && __BACKEND_URL__) || "/"

/** The admin user's cookie session, as the Medusa dashboard itself uses: no token of our own. */
export const sdk = new Medusa({ baseUrl: backendUrl, auth: { type: "session" } })

/** An absolute-or-relative link to a backend path, for plain <a href> downloads (the session cookie goes along). */
export const backendLink = (path: string) => `${backendUrl.replace(/\/$/, "")}${path}`
