import type { FeedSort } from "@kierto/shared";
import { z } from "zod";
import { badRequest } from "./http-error";

/**
 * A keyset page cursor (the feed's, the audit log's, the sitemap's): the sort key of the last row on the page. The next page starts
 * strictly after it, so listings added meanwhile (which sort before it) neither repeat nor
 * push others off the page, as an offset would. Opaque to clients: base64url JSON.
 */
export interface FeedCursor {
  /** created_at to the microsecond, ISO 8601 in UTC. */
  createdAt: string;
  id: string;
  /** The featured feed's score (recent favourites), which sorts ahead of recency there. */
  rank?: number;
  /** A price order's key (cents), which sorts ahead of the id there. */
  priceCents?: number;
}

/**
 * The times a listing can have been created at, with room for a clock far ahead. A forged time
 * outside them (year 9999) would overflow the search's arithmetic on it inside PostgreSQL.
 */
const EARLIEST_CURSOR_TIME = Date.UTC(2000, 0, 1);
const LATEST_CURSOR_TIME = Date.UTC(2999, 11, 31, 23, 59, 59, 999);

/** A real instant (no 30 February, no hour 25) in the range above, to the microsecond. */
const cursorTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine((value) => {
    const instant = Date.parse(value);
    if (!(instant >= EARLIEST_CURSOR_TIME && instant <= LATEST_CURSOR_TIME)) return false;
    return new Date(instant).toISOString().slice(0, 23) === value.slice(0, 23);
  });

const cursorSchema = z.object({
  t: cursorTime,
  i: z.uuid(),
  r: z.number().int().min(0).max(2_147_483_647).optional(),
  p: z.number().int().min(0).max(2_147_483_647).optional(),
  /** Which price order the cursor belongs to: a page of one never continues the other. */
  o: z.enum(["price_asc", "price_desc"]).optional(),
});

export function encodeCursor(cursor: FeedCursor, sort: FeedSort = "newest"): string {
  const payload = {
    t: cursor.createdAt,
    i: cursor.id,
    ...(sort === "favorites" ? { r: cursor.rank ?? 0 } : {}),
    ...(sort === "price_asc" || sort === "price_desc" ? { p: cursor.priceCents ?? 0, o: sort } : {}),
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64url");
}

/** A cursor from another order of the feed or one that was tampered with is a 400. */
export function decodeCursor(value: string, sort: FeedSort = "newest"): FeedCursor {
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
  } catch {
    throw badRequest("The page cursor is not valid. Load the feed from the start.");
  }
  if (sort !== sortOf(parsed)) throw badRequest("The page cursor belongs to another feed.");
  return {
    createdAt: parsed.t,
    id: parsed.i,
    ...(parsed.r === undefined ? {} : { rank: parsed.r }),
    ...(parsed.p === undefined ? {} : { priceCents: parsed.p }),
  };
}

/** The order a cursor was made for, from the keys it carries (cursors from before price orders have no `o`). */
function sortOf(parsed: z.infer<typeof cursorSchema>): FeedSort | undefined {
  if (parsed.o) return parsed.p === undefined || parsed.r !== undefined ? undefined : parsed.o;
  if (parsed.p !== undefined) return undefined;
  return parsed.r === undefined ? "newest" : "favorites";
}
