import { loadCatalogue, PRODUCT_PAGES } from "@/lib/catalogue"
import { formatPrice } from "@/lib/medusa"

// The catalogue comes from the running shop, so the page is rendered per request.
export const dynamic = "force-dynamic"

export default async function HomePage() {
  const catalogue = await loadCatalogue("usd")
  return (
    <>
      <section className="hero">
        <h1>Custom Pet Portraits</h1>
        <p>Upload a photo of your pet, pick one of 13 art styles, watch the painting being made, and hang it on your wall.</p>
        <ul className="product-pages" aria-label="Shop now">
          {PRODUCT_PAGES.map((page) => (
            <li key={page.key}>{page.label}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="catalogue-title">
        <h2 id="catalogue-title">Prints we make</h2>
        {catalogue.ok ? (
          <ul className="catalogue">
            {catalogue.products.map((p) => (
              <li key={p.id} data-testid="catalogue-product">
                <strong>{p.title}</strong>
                <div className="size">{p.type} · {p.width}×{p.height} in</div>
                {p.fromPrice !== null && (
                  <div className="price">from {formatPrice(p.fromPrice, p.currency)}</div>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="notice" role="status">
            The shop is waking up and the catalogue could not be loaded yet. Please refresh in a moment.
          </p>
        )}
      </section>
    </>
  )
}
