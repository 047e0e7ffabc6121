import { printPartnerConfig, type PrintPartnerConfig } from "./config"
import { ProdigiAdapter } from "./prodigi"
import { PrintPartnerError } from "./types"

/**
 * The print-partner interface. One adapter today (Prodigi); PRINT_PARTNER=none turns sending
 * off (packages are then downloaded and sent by hand). The settings are read on each use.
 */
export default class PrintPartnerService {
  config(): PrintPartnerConfig {
    return printPartnerConfig()
  }

  /** The configured adapter; a clear 400 when none is. */
  adapter(): ProdigiAdapter {
    const config = this.config()
    if (config.partner !== "prodigi")
      throw new PrintPartnerError(400, "No print partner is configured (set PRINT_PARTNER=prodigi and PRODIGI_API_KEY).")
    if (!config.apiKey) throw new PrintPartnerError(400, "PRODIGI_API_KEY is not set.")
    return new ProdigiAdapter(config)
  }

  /** The adapter for a callback from the named partner, whatever is configured for sending. */
  adapterFor(name: string): ProdigiAdapter | null {
    return name === "prodigi" ? new ProdigiAdapter(this.config()) : null
  }
}
