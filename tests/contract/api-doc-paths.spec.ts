/** How docs/api.md's list of calls is read (api-doc-paths.ts); contract.spec.ts reads the real document with it. */
import { describe, expect, it } from "vitest"
import { documentedCalls, readApiDoc } from "./api-doc-paths"

const doc = (rows: string) => `# API

| Call | Who |
| --- | --- |
| \`GET /api/before-the-list\` | anyone |

<!-- api-calls:begin -->

### Account

| Call | Who | Body or query | Answers |
| ---- | --- | ------------- | ------- |
${rows}

Text between the tables, with \`GET /api/in-prose\` in it.

| Call | Who |
|:---|---|
| \`DELETE /api/wishlist\` | visitor |

<!-- api-calls:end -->

| \`GET /api/after-the-list\` | admin |
`

const rows = [
  "| `GET /api/account` | anyone | `utm` | the account |",
  "| `POST /api/account/{id}/ban` | admin | — | the account |",
  "| `PATCH /api/cart/{id}` | owner | `{quantity}` | the cart |",
].join("\n")

describe("the list of calls in docs/api.md", () => {
  it("reads each row's method, path and caller, and only between the markers", () => {
    expect(documentedCalls(doc(rows))).toEqual([
      { method: "GET", path: "/api/account", who: "anyone" },
      { method: "POST", path: "/api/account/{id}/ban", who: "admin" },
      { method: "PATCH", path: "/api/cart/{id}", who: "owner" },
      { method: "DELETE", path: "/api/wishlist", who: "visitor" },
    ])
  })

  it("refuses a row that is not a call, rather than leaving it out", () => {
    expect(() => documentedCalls(doc(`${rows}\n| GET /api/no-backticks | anyone |`))).toThrow(/must start with a call/)
    expect(() => documentedCalls(doc(`${rows}\n| \`PUT /api/account\` | anyone |`))).toThrow(/unknown method PUT/)
    expect(() => documentedCalls(doc(`${rows}\n| \`GET /api/orders\` | everyone |`))).toThrow(/"everyone" is not one of/)
  })

  it("refuses a call listed twice, whatever its placeholders are called", () => {
    expect(() => documentedCalls(doc(`${rows}\n| \`PATCH /api/cart/{cartItemId}\` | owner |`))).toThrow(/listed twice/)
  })

  it("needs both markers", () => {
    expect(() => documentedCalls(doc(rows).replace("<!-- api-calls:end -->", ""))).toThrow(/between/)
    expect(() => documentedCalls(`# API\n\n${rows}\n`)).toThrow(/between/)
  })

  it("reads the repository's own docs/api.md", () => {
    const calls = documentedCalls(readApiDoc())
    expect(calls.length).toBeGreaterThan(110)
    expect(calls).toContainEqual({ method: "POST", path: "/api/painting", who: "verified" })
  })
})
