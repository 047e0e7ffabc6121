import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import AccountModule from "../modules/account"

/** Every account is one Medusa customer (a guest customer while the account is temporary). */
export default defineLink(AccountModule.linkable.account, CustomerModule.linkable.customer)
