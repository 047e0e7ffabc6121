/** Calls to the /api contract as the storefront makes them: `Authorization: Token <token>`. */
type Api = {
  get: (url: string, config?: object) => Promise<{ status: number; data: any }>
  post: (url: string, body?: unknown, config?: object) => Promise<{ status: number; data: any }>
  delete: (url: string, config?: object) => Promise<{ status: number; data: any }>
}

export const withToken = (token: string, headers: Record<string, string> = {}) => ({
  headers: { authorization: `Token ${token}`, ...headers },
})

/** A response whatever its status, for asserting on errors. */
export async function settle<T extends { status: number; data: any }>(call: Promise<T>): Promise<{ status: number; data: any }> {
  try {
    return await call
  } catch (err) {
    const response = (err as { response?: { status: number; data: any } }).response
    if (!response) throw err
    return response
  }
}

export async function newVisitor(api: Api): Promise<{ token: string; account: any }> {
  const { data } = await api.get("/api/account")
  return { token: data.token, account: data }
}
