import type { RealtimeServer } from "./loaders/start-socket-server"

/** Where the socket.io server listens, and its shutdown with the application. */
export default class RealtimeModuleService {
  private readonly server_?: RealtimeServer

  constructor(deps: { realtimeServer?: RealtimeServer }) {
    this.server_ = deps.realtimeServer
  }

  /** The port browsers connect to, or null where this process serves no live events. */
  getPort(): number | null {
    return this.server_?.port ?? null
  }

  __hooks = {
    onApplicationShutdown: async () => {
      await this.server_?.close()
    },
  }
}
