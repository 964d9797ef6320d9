export { createPostgresRealtime, REALTIME_CHANNEL } from "./postgres-realtime";
export type { Realtime, RealtimeEvent, RealtimeEventType, RealtimeListener } from "./realtime";
export { createRedisRealtime, REDIS_CHANNEL_PREFIX } from "./redis-realtime";
