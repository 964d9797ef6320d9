import type { Messages } from "@/i18n";

type OptionKey = "category" | "gender" | "condition" | "color" | "season" | "style" | "fabric";
const OPTION_KEYS: readonly OptionKey[] = ["category", "gender", "condition", "color", "season", "style", "fabric"];

/**
 * A readable line for a search, in the reader's language, from the feed's URL parameters: its
 * words, then each filter by its label ('"takki", Outerwear, size M, up to 80 €'). The name a
 * saved search gets unless the person writes another.
 */
export function searchSummary(
  query: Record<string, string>,
  m: Pick<Messages, "options"> & { listings: Pick<Messages["listings"], "saveSearch"> },
  formatPrice: (euros: number) => string,
): string {
  const t = m.listings.saveSearch.summary;
  const parts: string[] = [];
  if (query.search) parts.push(t.words(query.search));
  for (const key of OPTION_KEYS) {
    const value = query[key];
    const labels: Record<string, string> = m.options[key];
    if (value) parts.push(labels[value] ?? value);
  }
  if (query.size) parts.push(t.size(query.size));
  if (query.brand) parts.push(t.brand(query.brand));
  if (query.city) parts.push(t.city(query.city));
  const min = query.minPrice ? formatPrice(Number(query.minPrice)) : undefined;
  const max = query.maxPrice ? formatPrice(Number(query.maxPrice)) : undefined;
  if (min && max) parts.push(t.between(min, max));
  else if (min) parts.push(t.from(min));
  else if (max) parts.push(t.upTo(max));
  return parts.join(", ") || t.everything;
}
