import { FEED_SORTS, type FeedSort } from "@kierto/shared";
import { useId } from "react";
import { useMessages } from "@/i18n";

/** docs/product-rules.md#feed Sort: a native select, so keyboards, screen readers and phones know it. */
export function SortSelect({ value, onChange }: { value: FeedSort; onChange(sort: FeedSort): void }) {
  const m = useMessages().listings.feed.sort;
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {m.label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as FeedSort)}
        className="h-9 rounded-full border border-stone-300 bg-white px-3 text-sm text-stone-900 hover:border-stone-400"
      >
        {FEED_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {m[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
