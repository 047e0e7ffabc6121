/**
 * The request header the page cache's server (server/page-cache) sets on a page it renders to
 * keep: src/proxy.ts then gives the render no nonce, since the page will be shared, and leaves
 * the policy to the page cache (hashes of the page's own inline scripts). The server removes
 * the header from every request that arrives, so only its own renders carry it.
 */
export const CACHED_RENDER_HEADER = "x-petshop-cached-render"
