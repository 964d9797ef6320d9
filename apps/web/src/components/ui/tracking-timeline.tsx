import type { ShipmentEventKind } from "@kierto/shared";
import { useMessages } from "@/i18n";
import { formatDate } from "@/lib/format";

interface TrackingEvent {
  /** The carrier's order of its events. */
  sequence: number;
  kind: ShipmentEventKind;
  location: string | null;
  occurredAt: string;
}

/**
 * What the carrier has said about the parcel so far, oldest first: on the sale's page for both
 * parties, and in the moderators' case queue.
 */
export function TrackingTimeline({ events }: { events: TrackingEvent[] }) {
  const t = useMessages().transactions.order;
  if (events.length === 0) return <p className="text-sm text-stone-600">{t.noEvents}</p>;
  return (
    <ol className="space-y-3 border-l-2 border-stone-200 pl-4" aria-label={t.timeline}>
      {events.map((event) => (
        <li key={event.sequence} className="relative">
          <span aria-hidden className="absolute -left-[1.3rem] top-1.5 size-2.5 rounded-full bg-brand-700" />
          <p className="font-medium text-stone-900">{t.events[event.kind]}</p>
          <p className="text-sm text-stone-600">
            <time dateTime={event.occurredAt}>
              {formatDate(event.occurredAt, { dateStyle: "medium", timeStyle: "short" })}
            </time>
            {event.location ? ` · ${event.location}` : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}
