import { verifyPassword } from "better-auth/crypto";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import {
  accounts,
  blockedUsers,
  bundleBasketItems,
  casePhotos,
  chatReads,
  favorites,
  notifications,
  productPhotos,
  products,
  profiles,
  pushSubscriptions,
  reviews,
  savedSearches,
  sessions,
  transactions,
  users,
  verifications,
} from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { sellerBalances } from "../ledger";
import { softDeleteListings } from "../products";
import { avatarKey } from "../profiles";
import { endHandoversOf, type SaleDeps } from "../sale-process";

/**
 * A deleted account's name: empty, which the schema allows only for a deleted account. The web
 * app shows 'Deleted user' from its catalogue wherever it meets it (chats, reviews, sales).
 */
export const ERASED_NAME = "";

/**
 * Deletes an account (GDPR art. 17), confirmed with its password. In one transaction: the
 * sign-in methods and sessions go, so nobody can sign in; unsold listings are deleted as their
 * seller would delete them (their chats stay readable, sold ones stay for the sale); favourites, notifications, blocks and read markers go; the profile is
 * emptied and its name erased, also from the names other people's notifications carry; the
 * e-mail address is freed for a new sign-up. Messages, reviews and sale records stay, now
 * without a name. An open sale (reserved or paid) blocks the
 * deletion until it is completed or cancelled; the last admin cannot leave.
 */
export async function deleteAccount(deps: SaleDeps & Pick<AppDeps, "storage">, userId: string, password: string) {
  const { db, storage } = deps;
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password }))) {
    throw new HttpError(403, "INVALID_PASSWORD", "The password is not right.");
  }

  const files = await db.transaction(async (tx) => {
    const [me] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!me || me.deletedAt) throw new HttpError(404, "NOT_FOUND", "Account not found.");
    if (me.role === "admin") {
      const admins = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.role, "admin"))
        .for("update");
      if (admins.length <= 1) throw new HttpError(409, "LAST_ADMIN", "The last admin cannot delete the account.");
    }
    const [open] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          or(eq(transactions.buyerId, userId), eq(transactions.sellerId, userId)),
          // A checkout still open, or a buyer's payment held until they confirm receipt.
          inArray(transactions.state, ["reserved", "paid", "delivered"]),
        ),
      )
      .limit(1);
    if (open) {
      throw new HttpError(409, "OPEN_SALE", "A paid or reserved sale must be completed or cancelled first.");
    }
    // Money the seller would lose with the account: it must reach their bank first. (A debt after a
    // refund does not keep anyone from leaving; the ledger keeps its record.)
    const money = await sellerBalances(tx, userId);
    if (money.pendingCents > 0 || money.availableCents > 0 || money.inTransitCents > 0) {
      throw new HttpError(409, "WALLET_NOT_EMPTY", "Withdraw the money in your wallet before deleting your account.");
    }

    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    if (account) await tx.delete(verifications).where(eq(verifications.identifier, account.email));

    // Listings go the way their seller would delete them, so the other party keeps the chats
    // about them; sold ones stay for the sale's record.
    const listingFiles = await softDeleteListings(
      tx,
      and(eq(products.userId, userId), inArray(products.status, ["draft", "active"])),
    );
    const loose = await tx
      .delete(productPhotos)
      .where(and(eq(productPhotos.ownerId, userId), sql`${productPhotos.productId} is null`))
      .returning({ card: productPhotos.cardKey, full: productPhotos.fullKey, pending: productPhotos.pendingKey });
    // Evidence uploaded but never added to a case goes; photos in a case stay with it, like the
    // case's words, for the other party and any appeal (docs/decisions/0086).
    const looseEvidence = await tx
      .delete(casePhotos)
      .where(and(eq(casePhotos.ownerId, userId), isNull(casePhotos.caseId)))
      .returning({ card: casePhotos.cardKey, full: casePhotos.fullKey });

    await tx.delete(favorites).where(eq(favorites.userId, userId));
    // A deleted account's devices hear nothing more, not even what is still on its way to them.
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    // A deleted account has no searches to be told of, and no baskets to pay for.
    await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
    await tx.delete(bundleBasketItems).where(eq(bundleBasketItems.buyerId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    // Other people's notifications no longer carry my name: those about my messages, about my
    // purchases from them and about my reviews of them.
    const erase = (key: string) => sql`${notifications.data} || jsonb_build_object(${key}::text, ${ERASED_NAME}::text)`;
    await tx
      .update(notifications)
      .set({ data: erase("senderName") })
      .where(sql`${notifications.data}->>'senderId' = ${userId}`);
    await tx
      .update(notifications)
      .set({ data: erase("buyerName") })
      .where(
        sql`${notifications.data} ? 'buyerName' and ${notifications.data}->>'transactionId' in (select ${transactions.id}::text from ${transactions} where ${transactions.buyerId} = ${userId})`,
      );
    await tx
      .update(notifications)
      .set({ data: erase("reviewerName") })
      .where(
        sql`${notifications.data} ? 'reviewerName' and ${notifications.data}->>'reviewId' in (select ${reviews.id}::text from ${reviews} where ${reviews.reviewerUserId} = ${userId})`,
      );
    await tx.delete(chatReads).where(eq(chatReads.userId, userId));
    await tx.delete(blockedUsers).where(or(eq(blockedUsers.blockerId, userId), eq(blockedUsers.blockedId, userId)));

    await tx
      .update(profiles)
      .set({
        displayName: ERASED_NAME,
        bio: null,
        city: null,
        avatarUrl: null,
        role: "user",
        deletedAt: new Date(),
      })
      .where(eq(profiles.id, userId));
    await tx
      .update(users)
      .set({ email: `deleted-${userId}@deleted.invalid`, name: ERASED_NAME, emailVerified: false, image: null })
      .where(eq(users.id, userId));
    return [
      ...listingFiles,
      ...loose.flatMap((photo) => [photo.card, photo.full, ...(photo.pending ? [photo.pending] : [])]),
      ...looseEvidence.flatMap((photo) => [photo.card, photo.full]),
    ];
  });
  await storage.delete([...files, avatarKey(userId)]);
  // The other parties of the person's open hand-overs are let go of them.
  await endHandoversOf(deps, userId, "account_deleted");
}
