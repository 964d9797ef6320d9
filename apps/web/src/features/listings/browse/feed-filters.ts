import {
  CATEGORIES,
  COLORS,
  CONDITIONS,
  FABRICS,
  FEED_SEARCH_MAX_LENGTH,
  type FeedSort,
  GENDERS,
  isMaxPriceApplied,
  isMinPriceApplied,
  LISTING_TEXT_FIELD_MAX_LENGTH,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  type ProductFeedQuery,
  SEASONS,
  SIZE_SYSTEMS,
  SIZES,
  STYLES,
  SUBCATEGORIES,
  sizeSystemsToFilter,
  subcategoryFits,
} from "@kierto/shared";

/** The browse filters of docs/product-rules.md#feed Home; the page URL holds them (see use-feed-filters.ts). */
export type FeedFilters = Partial<Omit<ProductFeedQuery, "cursor" | "seller" | "featured" | "sort">> & {
  featured: boolean;
  /** A price order; newest first is no `sort`, and most favourited is `featured` (links to it predate sorting). */
  sort?: PriceSort;
};

export type PriceSort = "price_asc" | "price_desc";
const PRICE_SORTS: readonly string[] = ["price_asc", "price_desc"] satisfies PriceSort[];

/** The sort control's value: one of the feed's orders (FEED_SORTS). */
export function sortOf(filters: FeedFilters): FeedSort {
  return filters.featured ? "favorites" : (filters.sort ?? "newest");
}

/** The filters with another order; only one of `featured` and a price order is ever set. */
export function withSort(filters: FeedFilters, sort: FeedSort): FeedFilters {
  const { sort: _previous, ...rest } = filters;
  if (sort === "favorites") return { ...rest, featured: true };
  return sort === "newest" ? { ...rest, featured: false } : { ...rest, featured: false, sort };
}

/** The URL parameters, in the order they are written. */
export const FILTER_KEYS = [
  "search",
  "category",
  "subcategory",
  "size",
  "gender",
  "condition",
  "brand",
  "color",
  "season",
  "style",
  "fabric",
  "city",
  "minPrice",
  "maxPrice",
  "featured",
  "sort",
] as const satisfies readonly (keyof FeedFilters)[];

export type FilterKey = (typeof FILTER_KEYS)[number];

/** Typed text filters and the price slider wait for a pause before they change the URL and the feed. */
export const FILTER_DEBOUNCE_MS = 350;

export const noFilters: FeedFilters = { featured: false };

/** The filters that pick one value of an option list (docs/product-rules.md#feed). */
const OPTION_FILTERS = {
  category: CATEGORIES,
  subcategory: SUBCATEGORIES,
  size: SIZES,
  gender: GENDERS,
  condition: CONDITIONS,
  color: COLORS,
  season: SEASONS,
  style: STYLES,
  fabric: FABRICS,
} as const;

const TEXT_FILTERS = {
  search: FEED_SEARCH_MAX_LENGTH,
  brand: LISTING_TEXT_FIELD_MAX_LENGTH,
  city: LISTING_TEXT_FIELD_MAX_LENGTH,
};

/**
 * Reads the filters from a URL with the same rules as the server's feed query schema, each
 * parameter on its own, so one unknown value (an old link, a typo) drops only that filter.
 * Written out rather than parsed with the zod schema, which would add the validation library
 * to the home page's first load for a dozen parameters.
 */
export function readFeedFilters(params: URLSearchParams): FeedFilters {
  const filters: Record<string, unknown> = { featured: params.get("featured") === "true" };
  for (const [key, values] of Object.entries(OPTION_FILTERS)) {
    const value = params.get(key);
    if (value && (values as readonly string[]).includes(value)) filters[key] = value;
  }
  for (const [key, max] of Object.entries(TEXT_FILTERS)) {
    const value = params.get(key)?.trim();
    if (value && value.length <= max) filters[key] = value;
  }
  const sort = params.get("sort");
  if (sort && PRICE_SORTS.includes(sort) && !filters.featured) filters.sort = sort;
  const result = filters as FeedFilters;
  const minPrice = readPrice(params.get("minPrice"));
  const maxPrice = readPrice(params.get("maxPrice"));
  if (isMinApplied(minPrice)) result.minPrice = minPrice;
  if (isMaxApplied(maxPrice)) result.maxPrice = maxPrice;
  return result;
}

function readPrice(raw: string | null): number | undefined {
  if (!raw?.trim()) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** docs/product-rules.md#feed: only non-default values are written. */
export function writeFeedFilters(filters: FeedFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (key === "featured") {
      if (value === true) params.set(key, "true");
    } else if (key === "minPrice") {
      if (isMinApplied(filters.minPrice)) params.set(key, String(filters.minPrice));
    } else if (key === "maxPrice") {
      if (isMaxApplied(filters.maxPrice)) params.set(key, String(filters.maxPrice));
    } else if (typeof value === "string" && value.trim()) {
      params.set(key, value.trim());
    }
  }
  return params;
}

/** The feed request's query: the same parameters as the page URL. */
export function toFeedQuery(filters: FeedFilters): Record<string, string> {
  return Object.fromEntries(writeFeedFilters(filters));
}

/** A price bound the slider can show; one outside its range (an edited URL) is dropped. */
const onSlider = (price: number) => price >= PRICE_FILTER_MIN && price <= PRICE_FILTER_MAX;

/** docs/product-rules.md#feed Price filter, by the rule the server filters with. */
export function isMinApplied(min: number | undefined): min is number {
  return isMinPriceApplied(min) && onSlider(min);
}

export function isMaxApplied(max: number | undefined): max is number {
  return isMaxPriceApplied(max) && onSlider(max);
}

/** The filters in use; the order is no filter, so 'Clear filters' keeps it. */
export function countActiveFilters(filters: FeedFilters): number {
  return [...writeFeedFilters(filters).keys()].filter((key) => key !== "sort").length;
}

/**
 * The filters after a change of category, type or department: a type of another category, or a
 * size of no system the others offer, would find nothing, so it is dropped.
 */
export function keepFitting(filters: FeedFilters): FeedFilters {
  const fitting = { ...filters };
  if (fitting.category && !subcategoryFits(fitting.subcategory, fitting.category)) delete fitting.subcategory;
  const size = fitting.size;
  if (
    size &&
    !sizeSystemsToFilter(fitting).some((system) => (SIZE_SYSTEMS[system] as readonly string[]).includes(size))
  ) {
    delete fitting.size;
  }
  return fitting;
}
