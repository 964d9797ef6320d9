import type { TrackingEvent } from "../carrier";
import { eventKindOfCode } from "../carrier-event-codes";

/** One tracking event as /shipment/status lists it, and as a callback's `object` carries it. */
export interface ApiStatusEvent {
  tracking_code: string;
  status_code: string | number;
  /** Helsinki wall-clock time, "2016-09-30 17:34:00". */
  event_timestamp: string;
  postcode?: string | null;
  post_office?: string | null;
  reference?: string | null;
}

/** Sequences count seconds from here, so they fit PostgreSQL's integer until 2088. */
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);

function helsinkiOffsetMs(instant: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Helsinki", timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 3_600_000 + Number(match[3]) * 60_000);
}

/** The instant of a Helsinki wall-clock time "YYYY-MM-DD HH:MM[:SS]", or null when it is not one. */
export function helsinkiTimeToInstant(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const asUtc = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s || 0);
  if (Number.isNaN(asUtc)) return null;
  // The offset two hours before is the one in force unless the clock changed in between: fine for events.
  return new Date(asUtc - helsinkiOffsetMs(new Date(asUtc - 7_200_000)));
}

/**
 * Our reading of one event. The API numbers nothing, so an event's sequence is its time in
 * seconds: the carrier's own order, and the same whichever path (status poll or callback)
 * brings it, so an event heard twice is stored once. Null for a row without a readable time.
 */
export function toTrackingEvent(row: ApiStatusEvent): TrackingEvent | null {
  const occurredAt = helsinkiTimeToInstant(row.event_timestamp ?? "");
  const code = String(row.status_code ?? "").trim();
  if (!occurredAt || !/^[A-Za-z0-9_-]{1,16}$/.test(code)) return null;
  const sequence = Math.floor((occurredAt.getTime() - SEQUENCE_EPOCH_MS) / 1000);
  if (sequence < 0) return null;
  const location = [row.postcode, row.post_office].filter((part) => part && String(part).trim()).join(" ");
  return {
    trackingCode: row.tracking_code,
    sequence,
    code,
    kind: eventKindOfCode(code),
    occurredAt,
    location: location || null,
  };
}
