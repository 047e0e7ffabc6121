/** What other parts of the shop use from the catalogue (menus link the product pages). */
export { PRODUCT_PAGES, findProductPage, type ProductPage } from "./product-pages"
export { styleSlug, stylePath } from "./style-slug"
