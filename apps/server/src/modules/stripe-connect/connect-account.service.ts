import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/client";
import { stripeConnectAccounts, stripeConnectEvents } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AccountEvent, PayoutProviderError } from "../../platform/payouts";

type ConnectAccountRow = typeof stripeConnectAccounts.$inferSelect;

export async function findConnectAccount(db: Database, sellerId: string) {
  const [row] = await db.select().from(stripeConnectAccounts).where(eq(stripeConnectAccounts.sellerId, sellerId));
  return row;
}

export const toConnectAccountDto = (row: ConnectAccountRow | undefined) =>
  row
    ? {
        chargesEnabled: row.chargesEnabled,
        payoutsEnabled: row.payoutsEnabled,
        requirementsDue: row.requirementsDue,
        updatedAt: row.updatedAt.toISOString(),
      }
    : null;

/**
 * The seller pressed "Set up payouts with Stripe": their Express account, created the first time
 * (Stripe returns the same account to a repeated idempotency key, and the unique seller row keeps
 * one if two presses race), and a fresh Account Link into Stripe's onboarding, which expires in
 * minutes and so is never stored.
 */
export async function startOnboarding(
  deps: Pick<AppDeps, "db" | "payouts" | "env">,
  seller: { id: string; email: string },
): Promise<{ url: string }> {
  if (deps.payouts.name !== "stripe") {
    throw new HttpError(409, "STRIPE_PAYOUTS_OFF", "Payouts do not go through Stripe here.");
  }
  try {
    return await onboard(deps, seller);
  } catch (error) {
    if (!(error instanceof PayoutProviderError)) throw error;
    throw new HttpError(503, "PAYOUT_PROVIDER_UNAVAILABLE", "Stripe cannot be reached right now.");
  }
}

async function onboard(deps: Pick<AppDeps, "db" | "payouts" | "env">, seller: { id: string; email: string }) {
  let account = await findConnectAccount(deps.db, seller.id);
  if (!account) {
    const { accountId } = await deps.payouts.ensureAccount({ sellerId: seller.id, email: seller.email, country: "FI" });
    if (!accountId) throw new Error("Stripe returned no account");
    await deps.db.insert(stripeConnectAccounts).values({ sellerId: seller.id, accountId }).onConflictDoNothing();
    account = await findConnectAccount(deps.db, seller.id);
    if (!account) throw new Error("The connected account was not stored");
  }
  const walletUrl = `${deps.env.publicUrl}/app/wallet`;
  const url = await deps.payouts.onboardingLink(account.accountId, {
    returnUrl: `${walletUrl}?stripe=return`,
    refreshUrl: `${walletUrl}?stripe=refresh`,
  });
  if (!url) throw new Error("Stripe returned no onboarding link");
  return { url };
}

/**
 * A verified Connect event, acted on once: its id is recorded in the same transaction as the
 * change, so five deliveries at once change the row once and the other four find the id taken.
 * Stripe does not deliver in order, so an event older than the one the row holds changes nothing
 * (events of the same second apply in the order they arrive).
 */
export async function applyAccountEvent(deps: Pick<AppDeps, "db">, event: AccountEvent) {
  await deps.db.transaction(async (tx) => {
    const first = await tx
      .insert(stripeConnectEvents)
      .values({ eventId: event.eventId })
      .onConflictDoNothing()
      .returning({ eventId: stripeConnectEvents.eventId });
    if (first.length === 0 || event.kind !== "account_updated") return;
    await tx
      .update(stripeConnectAccounts)
      .set({
        chargesEnabled: event.chargesEnabled,
        payoutsEnabled: event.payoutsEnabled,
        requirementsDue: event.requirementsDue,
        accountEventAt: event.occurredAt,
      })
      .where(
        and(
          eq(stripeConnectAccounts.accountId, event.accountId),
          or(isNull(stripeConnectAccounts.accountEventAt), lte(stripeConnectAccounts.accountEventAt, event.occurredAt)),
        ),
      );
  });
}
