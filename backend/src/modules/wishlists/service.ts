import { MedusaService } from "@medusajs/framework/utils"
import { WishlistItem } from "./models/wishlist-item"

/** Customers' wishlists, one row per (customer, painting). MedusaService generates the CRUD methods (listWishlistItems, ...). */
export default class WishlistsModuleService extends MedusaService({ WishlistItem }) {
  /** The paintings on a customer's wishlist, most recently added first. */
  async listPaintingIds(customerId: string): Promise<string[]> {
    const items = await this.listWishlistItems(
      { customer_id: customerId },
      { select: ["painting_id"], order: { created_at: "DESC", id: "DESC" } }
    )
    return items.map((i) => i.painting_id)
  }
}
