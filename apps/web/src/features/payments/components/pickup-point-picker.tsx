import type { ParcelSizeClass } from "@kierto/shared";
import { Lock, MapPin } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { type PickupPointMatch, usePickupPoints } from "../api/search-pickup-points";

type OpeningPeriod = PickupPointMatch["point"]["openingHours"][number];

/** "Mon–Fri 08:00–21:00, Sat 09:00–18:00": consecutive days with the same hours as one range. */
function openingHoursText(periods: OpeningPeriod[], days: readonly string[], alwaysOpen: string): string {
  if (periods.length === 7 && periods.every((p) => p.opens === "00:00" && p.closes === "24:00")) return alwaysOpen;
  const groups: { first: number; last: number; hours: string }[] = [];
  for (const period of [...periods].sort((a, b) => a.weekday - b.weekday)) {
    const hours = `${period.opens}–${period.closes}`;
    const previous = groups.at(-1);
    if (previous && previous.hours === hours && previous.last === period.weekday - 1) previous.last = period.weekday;
    else groups.push({ first: period.weekday, last: period.weekday, hours });
  }
  const day = (weekday: number) => days[weekday - 1] ?? "";
  return groups
    .map((g) => `${g.first === g.last ? day(g.first) : `${day(g.first)}–${day(g.last)}`} ${g.hours}`)
    .join(", ");
}

/**
 * The buyer searches pickup points by postcode or address and picks one: a form, then a list of
 * radio buttons (carrier, name, address, opening hours, distance, a locker marker), so it works
 * by keyboard and is read out whole by a screen reader.
 */
export function PickupPointPicker({
  sizeClass,
  chosen,
  onChoose,
}: {
  sizeClass: ParcelSizeClass;
  chosen: PickupPointMatch | null;
  onChoose(match: PickupPointMatch): void;
}) {
  const t = useMessages().payments.checkout.pickup;
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const points = usePickupPoints(query, sizeClass);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };

  return (
    <div className="mt-4 space-y-3">
      <form onSubmit={search} className="space-y-1" aria-label={t.heading}>
        <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
          {t.searchLabel}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t.searchHint}
            maxLength={100}
            className="h-11 min-w-0 flex-1 rounded-xl border border-stone-300 px-3 text-sm focus-visible:outline-3 focus-visible:outline-brand-700"
          />
          <Button type="submit" disabled={typed.trim().length === 0}>
            {t.search}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {points.isFetching && <p className="text-sm text-stone-600">{t.searching}</p>}
        {points.isError && <p className="text-sm text-red-800">{t.error}</p>}
        {points.data && points.data.length === 0 && <p className="text-sm text-stone-700">{t.none}</p>}
      </div>
      {points.data && points.data.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800">{t.results}</legend>
          <ul className="space-y-2">
            {points.data.map((match) => (
              <li key={match.point.id}>
                <PointOption match={match} checked={chosen?.point.id === match.point.id} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}

function PointOption({
  match,
  checked,
  onChoose,
}: {
  match: PickupPointMatch;
  checked: boolean;
  onChoose(match: PickupPointMatch): void;
}) {
  const t = useMessages().payments.checkout.pickup;
  const { point, distanceMeters } = match;
  const Icon = point.kind === "locker" ? Lock : MapPin;
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-700">
      <input
        type="radio"
        name="pickup-point"
        value={point.id}
        checked={checked}
        onChange={() => onChoose(match)}
        className="mt-1 size-4 accent-brand-700"
      />
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-600" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-stone-900">{point.name}</span>
        <span className="block text-stone-700">
          {t.carrier[point.carrier]} · {point.kind === "locker" ? t.locker : t.counter}
          {distanceMeters !== null && ` · ${t.distance((distanceMeters / 1000).toFixed(1))}`}
        </span>
        <span className="block text-stone-700">
          {point.street}, {point.postcode} {point.city}
        </span>
        <span className="block text-xs text-stone-600">
          {openingHoursText(point.openingHours, t.weekdays, t.alwaysOpen)}
        </span>
      </span>
    </label>
  );
}
