import { useSyncExternalStore } from "react";
import type { LiveStatus } from "./live-events";

/** The tab's one live channel reports here, so any screen can say when it is reconnecting. */
let current: LiveStatus = "connecting";
const listeners = new Set<() => void>();

export function setLiveStatus(status: LiveStatus) {
  if (status === current) return;
  current = status;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
