/** Shapes of the /api/* answers the storefront reads (spec section 3; the backend's presenters). */
export type ImageSet = {
  original?: string | null
  high?: string | null
  medium?: string | null
  low?: string | null
  thumb?: string | null
}

export type Address = {
  firstName: string
  lastName: string
  country: string
  state: string
  city: string
  address1: string
  address2: string
  zipCode: string
  phoneNumber: string
}

export type Account = {
  id: string
  email: string | null
  dateJoined: string
  isTemp: boolean
  isVerified: boolean
  isBanned: boolean
  isAdmin: boolean
  showAdminOptions: boolean
  hasOrders: boolean
  cartReminders: boolean
  newsletter: boolean
  name: string | null
  location: string | null
  utm: unknown
  referrerId: string | null
  referralCode: number | null
  addresses: { shipping: Address; billing: Address; isBillingSameAsShipping: boolean }
  token?: string
}

export type PaintingStatus = "idle" | "queue" | "in-progress" | "complete" | "failed"

export type Painting = {
  id: string
  uuid: string
  dateCreated: string
  title: string | null
  signature: string | null
  photo: string
  style: string
  isDemo: boolean
  isFeatured: boolean
  isPublic: boolean
  /** The owner's account id, for its owner and admins; null for everyone else. */
  account: string | null
  status: PaintingStatus
  failureReason?: string | null
  image: ImageSet | null
  productionImage: ImageSet | string | null
  noWatermark: ImageSet | string | null
  progressImage: string | null
  dimensions: { width: number; height: number }
  /** style: the style's one route, as its own `route` (/pet-portrait/{slug}, or /styles/{id} while hidden). */
  routes: { page: string; post: string; style: string }
}

export type Photo = {
  id: string
  uuid: string
  dateCreated: string
  status: string
  image: ImageSet | null
  description: string | null
  failureReason: string | null
  width: number
  height: number
}

export type Style = {
  id: string
  uuid: string
  type: "paint" | "face-swap" | "image-to-image"
  allowSignature: boolean
  provider: string
  title: string
  slug: string
  description: string | null
  isPublic: boolean
  isFeatured: boolean
  isFirst: boolean
  publicImage: ImageSet | null
  demoImages: (ImageSet | string)[]
  prompt: string | null
  negativePrompt: string | null
  orderIndex: number
  route: string
}

/** A page of a list: `{paintings|styles|photos: T[], count, page, perPage}`. */
export type ListPage = { count: number; page: number; perPage: number }
