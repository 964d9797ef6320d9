import { useSyncExternalStore } from "react";
import { pushSupported } from "./push-device";

/** Why push is offered: what the person just did, which decides the prompt's words. */
export type PushOfferReason = "chat" | "saved_search";

const DECLINED_KEY = "kierto.push-offer.declined";

let offered: PushOfferReason | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function declined(): boolean {
  try {
    return localStorage.getItem(DECLINED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * Offers push after something the person did (sent a first message, saved a search), never on
 * page load: the browser's own question comes only once they say yes to ours. Nothing is shown
 * where push is unsupported, already allowed or refused, or after they said 'Not now' once.
 * The prompt itself is drawn by components/push-offer-prompt, which the signed-in shell holds.
 */
export function offerPush(reason: PushOfferReason) {
  if (!pushSupported() || Notification.permission !== "default" || declined()) return;
  offered = reason;
  notify();
}

/** Closes the prompt; `remember` keeps it from coming back on this device. */
export function closePushOffer(remember: boolean) {
  if (remember) {
    try {
      localStorage.setItem(DECLINED_KEY, "1");
    } catch {
      // Private mode without storage: the prompt may come again next time, no worse than that.
    }
  }
  offered = null;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reason push is offered now, or null. */
export function usePushOffer(): PushOfferReason | null {
  return useSyncExternalStore(
    subscribe,
    () => offered,
    () => null,
  );
}
