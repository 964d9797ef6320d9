export { eventRoutes } from "./events.routes";
export { realtimeEventSchema } from "./realtime.schemas";
