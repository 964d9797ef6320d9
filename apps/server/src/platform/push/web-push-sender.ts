import webpush from "web-push";
import type { VapidKeys } from "../../env";
import type { PushOutcome, PushPayload, PushSender, PushTarget } from "./push-sender";

/** A push not delivered within a day is old news: the service may drop it. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Sends through the push service the browser chose (RFC 8030), signed with our VAPID keys
 * (RFC 8292) and encrypted for the device (RFC 8291, aes128gcm). The web-push package writes the
 * request; fetch sends it, so a timeout ends it and a test's local push service may speak plain HTTP.
 */
export function createWebPushSender(vapid: VapidKeys): PushSender {
  return {
    async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
      const request = webpush.generateRequestDetails(target, JSON.stringify(payload), {
        vapidDetails: vapid,
        TTL: TIME_TO_LIVE_SECONDS,
      });
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        redirect: "error",
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return "gone";
      if (!response.ok) throw new Error(`the push service answered ${response.status}`);
      return "sent";
    },
  };
}
