import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, type ProductFeedQuery, productFeedQuerySchema } from "@kierto/shared";

/** The browse filters of spec §2 Home; the page URL holds them (see use-feed-filters.ts). */
export type FeedFilters = Partial<Omit<ProductFeedQuery, "cursor" | "seller" | "featured">> & { featured: boolean };

/** The URL parameters, in the order they are written. */
export const FILTER_KEYS = [
  "search",
  "category",
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
] as const satisfies readonly (keyof FeedFilters)[];

export type FilterKey = (typeof FILTER_KEYS)[number];

/** Typed text filters wait for a pause in typing before they change the URL and the feed. */
export const TEXT_FILTER_DEBOUNCE_MS = 350;

export const noFilters: FeedFilters = { featured: false };

/**
 * Reads the filters from a URL. Each parameter is checked on its own with the server's own
 * schema, so one unknown value (an old link, a typo) drops only that filter.
 */
export function readFeedFilters(params: URLSearchParams): FeedFilters {
  const filters: Record<string, unknown> = { featured: false };
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = productFeedQuerySchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  const result = filters as FeedFilters;
  if (!isMinApplied(result.minPrice)) delete result.minPrice;
  if (!isMaxApplied(result.maxPrice)) delete result.maxPrice;
  return result;
}

/** Spec §2: only non-default values are written. */
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

/** Spec §5 Price filter: the minimum applies only above 0, the maximum only below 1000. */
export function isMinApplied(min: number | undefined): min is number {
  return min !== undefined && min > PRICE_FILTER_MIN && min <= PRICE_FILTER_MAX;
}

export function isMaxApplied(max: number | undefined): max is number {
  return max !== undefined && max < PRICE_FILTER_MAX && max >= PRICE_FILTER_MIN;
}

export function countActiveFilters(filters: FeedFilters): number {
  return [...writeFeedFilters(filters).keys()].length;
}
