/** Browsers and crawlers that ask for /favicon.ico get the paw icon rather than a 404. */
export function GET() {
  // A relative Location stays right behind any proxy.
  return new Response(null, { status: 308, headers: { location: "/icon.svg", "cache-control": "public, max-age=86400" } })
}
