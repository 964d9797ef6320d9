import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerEntries, ledgerPostings } from "../../db/schema";

const COLUMNS = [
  "posted_at",
  "entry_id",
  "entry_kind",
  "idempotency_key",
  "sale_id",
  "payout_id",
  "account",
  "owner_id",
  "amount_cents",
] as const;
/** Rows read per query: the export streams, so a year of postings never sits in memory at once. */
const PAGE = 2000;

/**
 * A field as RFC 4180 writes it. Every value here is an id, a key we made, an enum or a number,
 * but a field that a spreadsheet would read as a formula is still quoted with a leading
 * apostrophe, so a future column can never smuggle one in.
 */
function field(value: string | number | null): string {
  if (value === null) return "";
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value !== "number" ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Every posting made from the first to the last day given (YYYY-MM-DD, days in Finnish time, both
 * included), oldest first, as CSV lines with the header first. Pages through the postings by id,
 * which grows with time, so each query is one index range.
 */
export async function* postingsCsv(db: Database, firstDay: string, lastDay: string): AsyncGenerator<string> {
  const from = sql`(${firstDay}::date)::timestamp at time zone 'Europe/Helsinki'`;
  const to = sql`(${lastDay}::date + 1)::timestamp at time zone 'Europe/Helsinki'`;
  yield `${COLUMNS.join(",")}\r\n`;
  let after = 0;
  for (;;) {
    const page = await db
      .select({
        id: ledgerPostings.id,
        postedAt: ledgerPostings.createdAt,
        entryId: ledgerEntries.id,
        kind: ledgerEntries.kind,
        key: ledgerEntries.idempotencyKey,
        saleId: ledgerEntries.saleId,
        payoutId: ledgerEntries.payoutId,
        account: ledgerPostings.account,
        ownerId: ledgerPostings.ownerId,
        amountCents: ledgerPostings.amountCents,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(
        and(
          sql`${ledgerPostings.createdAt} >= ${from}`,
          sql`${ledgerPostings.createdAt} < ${to}`,
          gt(ledgerPostings.id, after),
        ),
      )
      .orderBy(asc(ledgerPostings.id))
      .limit(PAGE);
    if (page.length === 0) return;
    yield page
      .map((row) =>
        [
          row.postedAt.toISOString(),
          row.entryId,
          row.kind,
          row.key,
          row.saleId,
          row.payoutId,
          row.account,
          row.ownerId,
          row.amountCents,
        ]
          .map(field)
          .join(","),
      )
      .map((line) => `${line}\r\n`)
      .join("");
    after = page[page.length - 1]?.id ?? after;
    if (page.length < PAGE) return;
  }
}
