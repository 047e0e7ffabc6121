import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { parseQuery } from "../utils/validate"
import { roomMockupQuery, type RoomMockupQuery } from "../validators/room-mockup"

export type MockupQueryRequest = MedusaRequest & { mockupQuery: RoomMockupQuery }

/** The mockup's query through its schema: a bad variant, room, width or format is a 400 { field, message }. */
function validateMockupQuery(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    ;(req as MockupQueryRequest).mockupQuery = parseQuery(roomMockupQuery, req.query)
    next()
  } catch (err) {
    next(err)
  }
}

export const roomMockupMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/api/painting/:id/mockup", middlewares: [validateMockupQuery] },
]
