import type { LedgerAccount, LedgerEntryKind } from "@kierto/shared";
import { SELLER_LEDGER_ACCOUNTS } from "@kierto/shared";
import type { Tx } from "../../db/client";
import { ledgerEntries, ledgerPostings } from "../../db/schema";

/** One side of an entry: debit positive, credit negative, in whole cents. */
export interface Posting {
  account: LedgerAccount;
  /** The seller, for a seller account; absent for the platform's own accounts. */
  ownerId?: string;
  amountCents: number;
}

export interface JournalEntry {
  /** Names the cause (`sale_paid:<sale id>`): posting the same key again posts nothing. */
  key: string;
  kind: LedgerEntryKind;
  saleId?: string;
  payoutId?: string;
  /** The case whose return parcel a `return_postage` entry charges (one per case, enforced by the database). */
  returnPostageCaseId?: string;
  postings: readonly Posting[];
}

const SELLER_ACCOUNTS: readonly LedgerAccount[] = SELLER_LEDGER_ACCOUNTS;

/**
 * A programming error, caught before the database's own check (migration 0024) would refuse the
 * whole transaction at commit with a less helpful message.
 */
function assertWellFormed(entry: JournalEntry) {
  const amounts = entry.postings.map((posting) => posting.amountCents);
  if (amounts.some((amount) => !Number.isSafeInteger(amount))) throw new Error(`${entry.key}: cents must be integers`);
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total !== 0) throw new Error(`${entry.key}: postings sum to ${total}, not 0`);
  for (const posting of entry.postings) {
    if (SELLER_ACCOUNTS.includes(posting.account) !== Boolean(posting.ownerId)) {
      throw new Error(`${entry.key}: ${posting.account} ${posting.ownerId ? "names no owner" : "needs its seller"}`);
    }
  }
}

/**
 * Posts one journal entry in the caller's transaction, so money moves exactly when the change
 * that causes it commits. Postings of zero are left out (a free item has no commission). Answers
 * whether it posted: false when an entry with the same key exists, so a retried or raced cause
 * moves money once (two transactions racing on one key: the second waits on the unique index and
 * then posts nothing).
 */
export async function postEntry(tx: Tx, entry: JournalEntry): Promise<boolean> {
  const postings = entry.postings.filter((posting) => posting.amountCents !== 0);
  assertWellFormed({ ...entry, postings });
  if (postings.length === 0) return false;
  const [created] = await tx
    .insert(ledgerEntries)
    .values({
      idempotencyKey: entry.key,
      kind: entry.kind,
      saleId: entry.saleId,
      payoutId: entry.payoutId,
      returnPostageCaseId: entry.returnPostageCaseId,
    })
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id });
  if (!created) return false;
  await tx.insert(ledgerPostings).values(
    postings.map((posting) => ({
      entryId: created.id,
      account: posting.account,
      ownerId: posting.ownerId ?? null,
      amountCents: posting.amountCents,
    })),
  );
  return true;
}
