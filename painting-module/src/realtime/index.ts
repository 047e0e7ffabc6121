export { RealtimeEmitter, REALTIME_EVENTS, accountRoom, type RealtimeEvent } from "./emitter"
