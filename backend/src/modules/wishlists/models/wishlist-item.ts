import { model } from "@medusajs/framework/utils"

/**
 * One painting on a customer's wishlist (spec: wishlist {paintings[]}). The customer is
 * named by id like a painting names its photo and style: the wishlist is the customer's
 * list of paintings, and a unique (customer, painting) pair makes adding it twice a no-op.
 */
export const WishlistItem = model
  .define("wishlist_item", {
    id: model.id({ prefix: "wish" }).primaryKey(),
    customer_id: model.text(),
    painting_id: model.text(),
  })
  .indexes([{ on: ["customer_id", "painting_id"], unique: true }, { on: ["painting_id"] }])
