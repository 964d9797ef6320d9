import { type AttributeValues, attributeOfWord, FEED_COUNT_CAP, FEED_PAGE_SIZE } from "@kierto/shared";
import type { Database } from "../../db/client";
import { badRequest } from "../../lib/http-error";
import { type FeedPage, type FeedQuery, readFeedPage } from "./feed.service";
import { countFeedTier } from "./feed-count";
import { searchWords } from "./feed-search";

/**
 * A search in the shopper's words (docs/product-rules.md#feed): a word that names an option value
 * ('takki', 'kengät', 'klänning', 'villa': attribute-words.ts in the shared package) finds the
 * listings with that value first, as a filter, with the search's other words; then the listings
 * whose text holds the words (a 'Marimekko' top for 'mekko'), without those of the first tier. Each
 * tier is the feed's own page in the chosen order, so each keeps its indexes and keyset; the
 * cursor says which tier it continues ('0.' or '1.' before the tier's own cursor).
 */
export async function listFeed(db: Database, query: FeedQuery, viewerId?: string) {
  const tiers = searchTiers(query);
  if (!tiers) return withoutCursors(await readFeedPage(db, query, viewerId));
  const [first, second] = tiers;
  const at = query.cursor ? tierCursor(query.cursor) : { tier: 0 as const, cursor: undefined };
  const items: FeedPage["items"] = [];
  if (at.tier === 0) {
    const page = await readFeedPage(db, { ...first, cursor: at.cursor }, viewerId);
    if (page.nextCursor) return { items: page.items, nextCursor: `0.${page.nextCursor}` };
    items.push(...page.items);
  }
  const rest = await readFeedPage(db, { ...second, cursor: at.tier === 1 ? at.cursor : undefined }, viewerId);
  const room = FEED_PAGE_SIZE - items.length;
  items.push(...rest.items.slice(0, room));
  // The page ends inside the second tier (or where it begins): continue after its last item shown.
  const shown = Math.min(room, rest.items.length);
  const more = rest.items.length > room || rest.nextCursor !== null;
  return { items, nextCursor: more ? `1.${shown > 0 ? rest.cursors[shown - 1] : "start"}` : null };
}

/**
 * How many listings both tiers hold, up to the cap. A second tier is counted only as far as the
 * first left room: a category word's own listings ('takki') usually pass the cap alone.
 */
export async function countFeed(db: Database, query: FeedQuery): Promise<{ count: number; more: boolean }> {
  const tiers = searchTiers(query) ?? [query];
  let found = 0;
  for (const tier of tiers) {
    if (found > FEED_COUNT_CAP) break;
    found += await countFeedTier(db, tier, FEED_COUNT_CAP + 1 - found);
  }
  return { count: Math.min(found, FEED_COUNT_CAP), more: found > FEED_COUNT_CAP };
}

/**
 * The two tiers of a search with words naming option values, or undefined for any other request.
 * A word whose option the request filters on already stays a word (the filter decides).
 */
export function searchTiers(query: FeedQuery): [FeedQuery, FeedQuery] | undefined {
  const words = searchWords(query.search);
  const attributes: AttributeValues = {};
  const rest: string[] = [];
  for (const word of words) {
    const attribute = attributeOfWord(word);
    if (attribute && !query[attribute.column] && !(attribute.column in attributes)) {
      Object.assign(attributes, { [attribute.column]: attribute.value });
    } else {
      rest.push(word);
    }
  }
  if (Object.keys(attributes).length === 0) return undefined;
  return [
    { ...query, ...attributes, search: rest.join(" ") || undefined },
    { ...query, excluded: attributes },
  ];
}

/** A tiered search's cursor: the tier, then that tier's own cursor ('start' for its beginning). */
function tierCursor(value: string): { tier: 0 | 1; cursor: string | undefined } {
  const match = /^([01])\.(.+)$/.exec(value);
  if (!match) throw badRequest("The page cursor belongs to another feed.");
  const cursor = match[2] === "start" ? undefined : match[2];
  if (match[1] === "0" && !cursor) throw badRequest("The page cursor is not valid. Load the feed from the start.");
  return { tier: match[1] === "1" ? 1 : 0, cursor };
}

function withoutCursors({ items, nextCursor }: FeedPage) {
  return { items, nextCursor };
}
