import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { OutboxNotificationService } from "./service"

/** Notification Module provider (channel email) that keeps messages as files: the local default. */
export default ModuleProvider(Modules.NOTIFICATION, { services: [OutboxNotificationService] })
