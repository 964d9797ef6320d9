export { createPostgresRealtime, REALTIME_CHANNEL } from "./postgres-realtime";
export type { Realtime, RealtimeEvent, RealtimeEventType, RealtimeListener } from "./realtime";
