import {
  CATEGORIES,
  COLORS,
  CONDITIONS,
  FABRICS,
  GENDERS,
  SEASONS,
  SIZE_SYSTEMS,
  STYLES,
  sizeSystemsToFilter,
  subcategoriesOf,
} from "@kierto/shared";
import { Search, Star, X } from "lucide-react";
import { lazy, Suspense, useId } from "react";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import { countActiveFilters, type FeedFilters, keepFitting, noFilters } from "../../browse/feed-filters";
import { useDebouncedText } from "../../browse/use-debounced-text";
import type { FilterChange } from "../../browse/use-feed-filters";
import { activePillClass, pillClass, SelectPill, TextPill } from "./filter-pills";
import { PriceFilter } from "./price-filter";

// The brand suggestions (the list and the combobox) load after the first view; until then the pill is plain text.
const BrandPill = lazy(() => import("./brand-pill").then((module) => ({ default: module.BrandPill })));

const toOptions = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * docs/product-rules.md#feed Home filter bar. Every control writes to the URL through `onChange`; typed text
 * waits for a pause in typing first.
 */
export function FilterBar({
  filters,
  onChange,
}: {
  filters: FeedFilters;
  onChange(change: FilterChange, options?: { focusResults?: boolean }): void;
}) {
  const m = useMessages();
  const f = m.listings.filters;
  const o = m.options;
  const searchId = useId();
  const [search, setSearch] = useDebouncedText(filters.search ?? "", (search) => onChange({ search }));
  const [brand, setBrand] = useDebouncedText(filters.brand ?? "", (brand) => onChange({ brand }));
  const [city, setCity] = useDebouncedText(filters.city ?? "", (city) => onChange({ city }));
  const active = countActiveFilters(filters);

  return (
    <section aria-label={f.label} className="mt-8 space-y-3">
      <search className="relative block">
        <label htmlFor={searchId} className="sr-only">
          {f.search}
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-3 left-3.5 size-5 text-stone-500" />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once and takes the buyer to the results, without waiting for the pause.
            if (event.key === "Enter") onChange({ search: event.currentTarget.value.trim() }, { focusResults: true });
          }}
          placeholder={f.searchPlaceholder}
          autoComplete="off"
          className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-4 pl-11 text-base text-stone-900 placeholder:text-stone-500 hover:border-stone-400"
        />
      </search>
      <div className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <SelectPill
          label={f.category}
          value={filters.category}
          options={toOptions(CATEGORIES, o.category)}
          onChange={(category) => onChange((current) => keepFitting({ ...current, category }))}
        />
        <SelectPill
          label={f.subcategory}
          value={filters.subcategory}
          options={subcategoriesOf(filters.category).map((value) => ({ value, label: o.subcategory[value] }))}
          onChange={(subcategory) => onChange((current) => keepFitting({ ...current, subcategory }))}
        />
        <SelectPill
          label={f.gender}
          value={filters.gender}
          options={toOptions(GENDERS, o.gender)}
          onChange={(gender) => onChange((current) => keepFitting({ ...current, gender }))}
        />
        <SelectPill
          label={f.size}
          value={filters.size}
          options={[]}
          groups={sizeSystemsToFilter(filters).map((system) => ({
            label: o.sizeSystem[system],
            options: SIZE_SYSTEMS[system].map((value) => ({ value, label: o.size(value) })),
          }))}
          onChange={(size) => onChange({ size })}
        />
        <SelectPill
          label={f.condition}
          value={filters.condition}
          options={toOptions(CONDITIONS, o.condition)}
          onChange={(condition) => onChange({ condition })}
        />
        <PriceFilter min={filters.minPrice} max={filters.maxPrice} onChange={onChange} />
        <Suspense fallback={<TextPill label={f.brand} placeholder={f.brand} value={brand} onChange={setBrand} />}>
          <BrandPill value={brand} onChange={setBrand} onPick={(brand) => onChange({ brand })} />
        </Suspense>
        <SelectPill
          label={f.color}
          value={filters.color}
          options={toOptions(COLORS, o.color)}
          onChange={(color) => onChange({ color })}
        />
        <SelectPill
          label={f.season}
          value={filters.season}
          options={toOptions(SEASONS, o.season)}
          onChange={(season) => onChange({ season })}
        />
        <SelectPill
          label={f.style}
          value={filters.style}
          options={toOptions(STYLES, o.style)}
          onChange={(style) => onChange({ style })}
        />
        <SelectPill
          label={f.fabric}
          value={filters.fabric}
          options={toOptions(FABRICS, o.fabric)}
          onChange={(fabric) => onChange({ fabric })}
        />
        <TextPill label={f.city} placeholder={f.city} value={city} onChange={setCity} />
        {filters.featured && (
          <button
            type="button"
            onClick={() => onChange({ featured: false })}
            className={cn(pillClass, activePillClass, "inline-flex shrink-0 items-center gap-1.5 px-3.5")}
            aria-label={f.removeFilter(f.featured)}
          >
            <Star aria-hidden className="size-4" />
            {f.featured}
            <X aria-hidden className="size-4" />
          </button>
        )}
        {active > 0 && (
          <button
            type="button"
            onClick={() => onChange((current) => ({ ...noFilters, ...(current.sort ? { sort: current.sort } : {}) }))}
            className="inline-flex h-9 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <X aria-hidden className="size-4" />
            {f.clearAll}
          </button>
        )}
      </div>
    </section>
  );
}
