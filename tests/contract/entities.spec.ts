/** How an answer is read for section 3's fields (entities.ts); contract.spec.ts reads every real answer with it. */
import { describe, expect, it } from "vitest"
import { missingFields } from "./entities"
import { schemaProblems } from "./schemas"

const painting = () => ({
  uuid: "paint_1",
  id: "paint_1",
  dateCreated: "2026-11-26T07:00:00.000Z",
  title: "Rex",
  signature: null,
  photo: "photo_1",
  style: "style_1",
  negativePrompt: null,
  isDemo: false,
  isFeatured: false,
  account: null,
  status: "queue",
  image: null,
  showcase: null,
  dimensions: { width: 512, height: 768 },
  routes: { page: "/artwork/paint_1", post: "/artwork/paint_1/post", style: "/pet-portrait/oil" },
})

describe("missingFields", () => {
  it("finds nothing missing in an answer that has every field, null where allowed", () => {
    expect(missingFields(painting(), { "": "Painting" })).toEqual([])
    expect(missingFields({ painting: painting() }, { painting: "Painting" })).toEqual([])
  })

  it("names a missing field, nested ones by their path", () => {
    const { account: _account, ...withoutAccount } = painting()
    expect(missingFields(withoutAccount, { "": "Painting" })).toEqual(["answer.account is missing (Painting)"])
    const noStyleRoute = { ...painting(), routes: { page: "/artwork/paint_1", post: "/artwork/paint_1/post" } }
    expect(missingFields(noStyleRoute, { "": "Painting" })).toEqual(["answer.routes.style is missing (Painting)"])
  })

  it("refuses null where the field must have a value, and looks into an image only once there is one", () => {
    expect(missingFields({ ...painting(), routes: { ...painting().routes, style: null } }, { "": "Painting" })).toEqual([
      "answer.routes.style is null (Painting)",
    ])
    expect(missingFields({ ...painting(), image: { low: "l.jpg" } }, { "": "Painting" })).toEqual([
      "answer.image.original is missing (Painting)",
    ])
  })

  it("checks every element of a list, and wants one there", () => {
    const list = { paintings: [painting(), { ...painting(), routes: undefined }] }
    expect(missingFields(JSON.parse(JSON.stringify(list)), { "paintings[]": "Painting" })).toEqual([
      "answer.paintings[1].routes is missing (Painting)",
    ])
    expect(missingFields({ paintings: [] }, { "paintings[]": "Painting" })).toEqual(["answer.paintings is not a list with something in it"])
  })

  it("wants the caller's own account with its token, and another's without", () => {
    const account = {
      id: "acct_1",
      email: "a@example.com",
      dateJoined: "2026-11-26T07:00:00.000Z",
      isTemp: false,
      isVerified: true,
      isBanned: false,
      isAdmin: false,
      showAdminOptions: false,
      hasOrders: false,
      cartReminders: true,
      newsletter: false,
      name: null,
      location: null,
      utm: null,
      addresses: { shipping: null, billing: null, isBillingSameAsShipping: true },
    }
    expect(missingFields(account, { "": "Account" })).toEqual(["answer.token is missing (Account)"])
    expect(missingFields(account, { "": "Another's account" })).toEqual([])
    expect(missingFields({ ...account, token: "t" }, { "": "Another's account" })).toEqual([
      "answer.token should not be there (Another's account)",
    ])
  })
})

describe("schemaProblems", () => {
  // A painting as presentPainting answers it (the fields section 3 leaves out included).
  const presented = () => ({
    ...painting(),
    isPublic: true,
    failureReason: null,
    productionImage: null,
    noWatermark: null,
    noWatermarkHq: null,
    progressImage: { url: "frame.jpg", progress: 40 },
  })

  it("finds nothing wrong in an answer of the contract's shape", () => {
    expect(schemaProblems(presented(), { "": "Painting" })).toEqual([])
    expect(schemaProblems({ count: 1, page: 1, perPage: 25, paintings: [presented()] }, { "": "Page", "paintings[]": "Painting" })).toEqual(
      []
    )
  })

  it("names a value of the wrong kind by its path, in every element of a list", () => {
    const wrong = { paintings: [presented(), { ...presented(), status: "painting", dimensions: { width: "512", height: 768 } }] }
    const problems = schemaProblems(wrong, { "paintings[]": "Painting" })
    expect(problems.map((p) => p.split(":")[0])).toEqual(["answer.paintings[1].status", "answer.paintings[1].dimensions.width"])
    expect(problems.every((p) => p.endsWith("(Painting)"))).toBe(true)
  })

  it("reads cart lines and full reviews with their own schemas: a frame the shop does not sell, a missing moderation state", () => {
    const cart = schemaProblems({ items: [{ id: "line_1", frame: "gold" }] }, { "items[]": "Cart item" })
    expect(cart.filter((p) => p.startsWith("answer.items[0].frame:"))).toEqual([expect.stringMatching(/\(Cart item\)$/)])
    const review = schemaProblems({ reviews: [{ id: "rev_1" }] }, { "reviews[]": "Full review" })
    expect(review.some((p) => p.startsWith("answer.reviews[0].isPublished:"))).toBe(true)
  })

  it("leaves entities without a schema, and missing locations, to missingFields", () => {
    expect(schemaProblems({ image: { original: 1 } }, { image: "Image object" })).toEqual([])
    expect(schemaProblems({}, { "paintings[]": "Painting" })).toEqual([])
  })
})
