import { REALTIME_EVENT_TYPES, type RealtimeEvent } from "./realtime";

/** An event as a broker carried it, checked field by field: a malformed one is undefined, never thrown. */
export function parseEvent(payload: string | undefined): RealtimeEvent | undefined {
  if (!payload) return undefined;
  try {
    const value = JSON.parse(payload) as Partial<RealtimeEvent>;
    const known = (REALTIME_EVENT_TYPES as readonly string[]).includes(value.type as string);
    const ids = Array.isArray(value.userIds) && value.userIds.every((id) => typeof id === "string");
    if (!known || !ids || typeof value.id !== "string") return undefined;
    return { type: value.type as RealtimeEvent["type"], userIds: value.userIds as string[], id: value.id };
  } catch {
    return undefined;
  }
}
