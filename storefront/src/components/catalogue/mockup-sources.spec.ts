import { describe, expect, it } from "vitest"
// The backend's rooms, as data (no drawing code): the colours a mockup is drawn with.
import { ROOMS } from "../../../../painting-module/src/mockups/rooms"
import { mockupSrc, ROOM_GROUNDS, ROOM_KEYS, roomGround } from "./mockup-sources"

describe("a room mockup's ground (what its box shows until the picture loads)", () => {
  it("is the wall and floor the backend draws each room with, split at its floor line", () => {
    expect([...ROOM_KEYS].sort()).toEqual(Object.keys(ROOMS).sort())
    for (const key of ROOM_KEYS) {
      const room = ROOMS[key]
      const { wall, floor, floorLine } = ROOM_GROUNDS[key]
      expect({ wall, floor }).toEqual({ wall: room.wall.colour, floor: room.floor.colour })
      expect(floorLine).toBeCloseTo(room.floorLineIn / (room.viewWidthIn * (2 / 3)), 6)
    }
  })

  it("draws the living room's wall above 88 % of the box and its floor below", () => {
    expect(roomGround("living")).toBe("linear-gradient(#e9dfcf 88.0%, #a77a4f 88.0%)")
  })

  it("names the painting, variant, room and width in the picture's address", () => {
    expect(mockupSrc("painting_1", "variant_2", "bedroom", 480)).toBe(
      "/api/painting/painting_1/mockup?variant=variant_2&room=bedroom&width=480&format=webp"
    )
  })
})
