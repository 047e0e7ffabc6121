import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { SmtpNotificationService } from "./service"

/** Notification Module provider (channel email) delivering through an SMTP server. */
export default ModuleProvider(Modules.NOTIFICATION, { services: [SmtpNotificationService] })
