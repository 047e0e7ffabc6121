/** Room mockups: a painting hanging as a product variant, to scale (see render-room-mockup.ts). */
export { renderRoomMockup, MOCKUP_RENDER_VERSION, type RoomMockup, type RoomMockupInput, type MockupFormat } from "./render-room-mockup"
export {
  planMockupLayout,
  orientInches,
  mockupHeight,
  FRAME_KEYS,
  type MockupFrame,
  type MockupLayout,
  type MockupVariant,
} from "./plan-mockup-layout"
export { ROOMS, ROOM_KEYS, isRoomKey, type Room, type RoomKey } from "./rooms"
export { FRAME_COLOURS } from "./draw-product-layers"
export { forgetRoomBackgrounds } from "./draw-room-background"
