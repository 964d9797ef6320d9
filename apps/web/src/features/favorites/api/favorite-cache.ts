/**
 * How a favourite changes cached data at once, before the server answers (docs/product-rules.md#favourites).
 * Untouched parts keep their identity, so only what shows the listing renders again.
 */

/** A copy of `data` where the listing `id` has `isFavorite: value`, wherever it is nested. */
export function withFavorite(data: unknown, id: string, value: boolean): unknown {
  if (Array.isArray(data)) {
    const next = data.map((item) => withFavorite(item, id, value));
    return next.some((item, index) => item !== data[index]) ? next : data;
  }
  if (data && typeof data === "object") {
    const record = data as Record<string, unknown>;
    if (record.id === id && typeof record.isFavorite === "boolean") {
      return record.isFavorite === value ? data : { ...record, isFavorite: value };
    }
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(record)) {
      next[key] = withFavorite(item, id, value);
      if (next[key] !== item) changed = true;
    }
    return changed ? next : data;
  }
  return data;
}

/** The Favorites list without the listing `id`. */
export function withoutItem<L extends { items: readonly { id: string }[] }>(list: L, id: string): L {
  return { ...list, items: list.items.filter((item) => item.id !== id) };
}
