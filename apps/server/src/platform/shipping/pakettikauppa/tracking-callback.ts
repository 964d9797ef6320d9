import type { TrackingEvent } from "../carrier";
import { type Parameters, signatureValid } from "./signing";
import { type ApiStatusEvent, toTrackingEvent } from "./tracking-events";

/**
 * A tracking callback as Pakettikauppa posts it to the URL of service 9901: form fields api_key,
 * tracking_code, timestamp, event (the status code), object (the event as /shipment/status lists
 * it, in JSON) and hash, the same HMAC-SHA256 over the sorted values that signs our requests.
 * `unverified` when the hash or the account is not ours, `malformed` when it is but the event
 * cannot be read.
 */
export function readTrackingCallback(
  form: Parameters,
  account: { apiKey: string; secret: string },
): TrackingEvent | "unverified" | "malformed" {
  if (form.api_key !== account.apiKey || !signatureValid(form, account.secret)) return "unverified";
  const trackingCode = form.tracking_code ?? "";
  if (!/^[A-Za-z0-9]{6,40}$/.test(trackingCode)) return "malformed";
  let object: Partial<ApiStatusEvent>;
  try {
    object = JSON.parse(form.object ?? "") as Partial<ApiStatusEvent>;
  } catch {
    return "malformed";
  }
  if (typeof object !== "object" || object === null || typeof object.event_timestamp !== "string") return "malformed";
  const event = toTrackingEvent({
    ...object,
    event_timestamp: object.event_timestamp,
    // The signed fields are what counts: the object's copy of them is not trusted over them.
    tracking_code: trackingCode,
    status_code: form.event ?? "",
  });
  return event ?? "malformed";
}
