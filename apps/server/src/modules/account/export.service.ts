import { desc, eq, inArray, or } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/client";
import {
  accounts,
  appeals,
  auditLog,
  blockedUsers,
  bundleBasketItems,
  caseAppeals,
  casePhotos,
  cases,
  chatReads,
  chats,
  dac7Reminders,
  dac7TaxIds,
  favorites,
  ledgerEntries,
  ledgerPostings,
  messages,
  notificationPreferences,
  notifications,
  offers,
  payoutAccounts,
  payouts,
  productPhotos,
  products,
  profiles,
  pushSubscriptions,
  reports,
  reviews,
  savedSearches,
  sellerFollows,
  sessions,
  stripeConnectAccounts,
  transactions,
  transferReversals,
  users,
} from "../../db/schema";
import { mediaUrl } from "../../platform/storage";
import { taxIdSeal } from "../dac7";

/**
 * Every table that holds data about a person, and the export section that carries it (GDPR
 * art. 15 and 20). account.test.ts checks this list against the schema: a new table that refers
 * to an account and is missing here fails the test.
 */
export const EXPORT_SECTIONS = {
  users: "account",
  accounts: "signInMethods",
  sessions: "sessions",
  profiles: "profile",
  products: "listings",
  product_photos: "photos",
  favorites: "favorites",
  // The sellers the person follows (who follows them is the followers' own data).
  seller_follows: "following",
  chats: "chats",
  messages: "chats",
  chat_reads: "chatReads",
  blocked_users: "blocks",
  reports: "reportsMade",
  notifications: "notifications",
  // Which notifications the person wants by which channel.
  notification_preferences: "notificationPreferences",
  // The devices push messages go to: which push service and when, not the keys that open them.
  push_subscriptions: "pushDevices",
  transactions: "transactions",
  // Problems the person reported as a buyer or answered as a seller, with both sides' words.
  cases: "problemCases",
  // The person's appeals against moderators' decisions on their cases, with the answers.
  case_appeals: "caseAppeals",
  // Evidence photos in the person's cases (both sides', as the cases carry both sides' words) and
  // their own uploads not yet in a case: where each is fetched, not the image itself.
  case_photos: "caseEvidencePhotos",
  // The feed searches the person saved, with their filters.
  saved_searches: "savedSearches",
  // The items the person gathered into bundles, per seller, not yet paid for.
  bundle_basket_items: "bundleBaskets",
  // Offers the person made as a buyer or received as a seller, with their amounts and answers.
  offers: "offers",
  reviews: "reviews",
  audit_log: "moderationActionsAboutMe",
  appeals: "appeals",
  // Whether a second factor is on; its secret and backup codes are secrets and stay out.
  two_factors: "account",
  payout_accounts: "payoutDetails",
  payouts: "payouts",
  // The seller's own side of the money ledger: what their wallet's history shows.
  ledger_postings: "ledgerPostings",
  // DAC7: the personal identity code the seller gave, and the reminders they were sent.
  dac7_tax_ids: "taxReporting",
  dac7_reminders: "taxReporting",
  // Stripe Connect: the seller's connected account and what was taken back from it after refunds.
  stripe_connect_accounts: "stripePayouts",
  transfer_reversals: "stripePayouts",
} as const;

/** Everything Kierto holds about one person, as one JSON document. Secrets (password hashes, session tokens) stay out. */
export async function exportUserData(deps: Pick<AppDeps, "db" | "env">, userId: string) {
  const { db } = deps;
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const myChats = await db
    .select()
    .from(chats)
    .where(or(eq(chats.buyerId, userId), eq(chats.sellerId, userId)));
  const chatIds = myChats.map((chat) => chat.id);
  const [
    signInMethods,
    mySessions,
    listings,
    photos,
    myFavorites,
    chatMessages,
    reads,
    blocks,
    reportsMade,
    myNotifications,
    myTransactions,
    myReviews,
    aboutMe,
    myAppeals,
  ] = await Promise.all([
    db
      .select({ providerId: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db.select().from(products).where(eq(products.userId, userId)).orderBy(desc(products.createdAt)),
    db.select().from(productPhotos).where(eq(productPhotos.ownerId, userId)),
    db.select().from(favorites).where(eq(favorites.userId, userId)),
    chatIds.length
      ? db
          .select({
            id: messages.id,
            chatId: messages.chatId,
            senderId: messages.senderId,
            content: messages.content,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(inArray(messages.chatId, chatIds))
          .orderBy(messages.createdAt)
      : Promise.resolve([]),
    db.select().from(chatReads).where(eq(chatReads.userId, userId)),
    db.select().from(blockedUsers).where(eq(blockedUsers.blockerId, userId)),
    db
      .select({
        id: reports.id,
        reportedId: reports.reportedId,
        chatId: reports.chatId,
        reason: reports.reason,
        description: reports.description,
        status: reports.status,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, userId)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)),
    db
      .select()
      .from(transactions)
      .where(or(eq(transactions.buyerId, userId), eq(transactions.sellerId, userId))),
    db
      .select()
      .from(reviews)
      .where(or(eq(reviews.reviewerUserId, userId), eq(reviews.reviewedUserId, userId))),
    db
      .select({
        action: auditLog.action,
        details: auditLog.details,
        reason: auditLog.reason,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(eq(auditLog.targetUserId, userId)),
    db
      .select({
        id: appeals.id,
        reportId: appeals.reportId,
        statement: appeals.statement,
        status: appeals.status,
        decidedAt: appeals.decidedAt,
        decisionNote: appeals.decisionNote,
        createdAt: appeals.createdAt,
      })
      .from(appeals)
      .where(eq(appeals.userId, userId)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: account ?? null,
    signInMethods,
    sessions: mySessions,
    profile: profile ?? null,
    listings: listings.map((listing) => ({
      ...listing,
      photoUrls: photos
        .filter((photo) => photo.productId === listing.id)
        .sort((a, b) => a.position - b.position)
        .map((photo) => mediaUrl(photo.fullKey)),
    })),
    photos: photos.map((photo) => ({
      id: photo.id,
      productId: photo.productId,
      cardUrl: mediaUrl(photo.cardKey),
      fullUrl: mediaUrl(photo.fullKey),
      createdAt: photo.createdAt,
    })),
    favorites: myFavorites,
    following: await db
      .select({
        sellerId: sellerFollows.sellerId,
        sellerName: profiles.displayName,
        createdAt: sellerFollows.createdAt,
      })
      .from(sellerFollows)
      .innerJoin(profiles, eq(profiles.id, sellerFollows.sellerId))
      .where(eq(sellerFollows.followerId, userId))
      .orderBy(desc(sellerFollows.createdAt)),
    chats: myChats.map((chat) => ({ ...chat, messages: chatMessages.filter((m) => m.chatId === chat.id) })),
    chatReads: reads,
    blocks,
    reportsMade,
    notifications: myNotifications,
    notificationPreferences: await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    pushDevices: (
      await db
        .select({
          endpoint: pushSubscriptions.endpoint,
          createdAt: pushSubscriptions.createdAt,
          lastUsedAt: pushSubscriptions.lastUsedAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
    ).map(({ endpoint, ...device }) => ({ pushService: new URL(endpoint).origin, ...device })),
    transactions: myTransactions,
    problemCases: await db
      .select()
      .from(cases)
      .where(or(eq(cases.buyerId, userId), eq(cases.sellerId, userId)))
      .orderBy(desc(cases.createdAt)),
    caseAppeals: await db
      .select()
      .from(caseAppeals)
      .where(eq(caseAppeals.userId, userId))
      .orderBy(desc(caseAppeals.createdAt)),
    caseEvidencePhotos: await caseEvidencePhotosOf(db, userId),
    savedSearches: await db
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        filters: savedSearches.filters,
        lastOpenedAt: savedSearches.lastOpenedAt,
        createdAt: savedSearches.createdAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt)),
    bundleBaskets: await db.select().from(bundleBasketItems).where(eq(bundleBasketItems.buyerId, userId)),
    offers: await db
      .select()
      .from(offers)
      .where(or(eq(offers.buyerId, userId), eq(offers.sellerId, userId))),
    reviews: {
      given: myReviews.filter((review) => review.reviewerUserId === userId),
      received: myReviews.filter((review) => review.reviewedUserId === userId),
    },
    moderationActionsAboutMe: aboutMe,
    appeals: myAppeals,
    ...(await payoutData(db, userId)),
    taxReporting: await taxReportingData(deps, userId),
    stripePayouts: await stripePayoutData(db, userId),
  };
}

/** The seller's Stripe connected account as Kierto knows it, and the reversals of transfers to it. */
async function stripePayoutData(db: Database, userId: string) {
  const [[account], reversals] = await Promise.all([
    db.select().from(stripeConnectAccounts).where(eq(stripeConnectAccounts.sellerId, userId)),
    db
      .select()
      .from(transferReversals)
      .where(eq(transferReversals.sellerId, userId))
      .orderBy(desc(transferReversals.createdAt)),
  ]);
  return { connectedAccount: account ?? null, transferReversals: reversals };
}

/** What DAC7 reporting holds about the seller: their personal identity code (their own, opened) and its reminders. */
async function taxReportingData({ db, env }: Pick<AppDeps, "db" | "env">, userId: string) {
  const [[row], reminders] = await Promise.all([
    db.select().from(dac7TaxIds).where(eq(dac7TaxIds.sellerId, userId)),
    db.select().from(dac7Reminders).where(eq(dac7Reminders.sellerId, userId)).orderBy(desc(dac7Reminders.year)),
  ]);
  const taxId = row
    ? {
        sellerId: row.sellerId,
        taxId: taxIdSeal(env).open(row.taxIdSealed),
        issuedBy: row.issuedBy,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      }
    : null;
  return { taxId, reminders };
}

/** The seller's payout details, payouts and ledger postings, bank account included: it is the person's own data. */
async function payoutData(db: Database, userId: string) {
  const [[payoutDetails], myPayouts, postings] = await Promise.all([
    db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)),
    db.select().from(payouts).where(eq(payouts.sellerId, userId)).orderBy(desc(payouts.createdAt)),
    db
      .select({
        entryId: ledgerEntries.id,
        kind: ledgerEntries.kind,
        saleId: ledgerEntries.saleId,
        payoutId: ledgerEntries.payoutId,
        account: ledgerPostings.account,
        amountCents: ledgerPostings.amountCents,
        createdAt: ledgerPostings.createdAt,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(eq(ledgerPostings.ownerId, userId))
      .orderBy(desc(ledgerPostings.id)),
  ]);
  return { payoutDetails: payoutDetails ?? null, payouts: myPayouts, ledgerPostings: postings };
}

/**
 * The evidence photos of the person's cases and their own uploads still waiting for one, each with
 * the authorised addresses it is fetched from (docs/decisions/0086); the storage keys stay out.
 */
async function caseEvidencePhotosOf(db: Database, userId: string) {
  const rows = await db
    .select({
      id: casePhotos.id,
      caseId: casePhotos.caseId,
      ownerId: casePhotos.ownerId,
      width: casePhotos.width,
      height: casePhotos.height,
      createdAt: casePhotos.createdAt,
    })
    .from(casePhotos)
    .leftJoin(cases, eq(cases.id, casePhotos.caseId))
    .where(or(eq(casePhotos.ownerId, userId), eq(cases.buyerId, userId), eq(cases.sellerId, userId)))
    .orderBy(desc(casePhotos.createdAt));
  return rows.map(({ ownerId, ...photo }) => {
    const base = photo.caseId && `/api/cases/${photo.caseId}/photos/${photo.id}`;
    return {
      ...photo,
      addedByMe: ownerId === userId,
      cardUrl: base ? `${base}/card` : null,
      fullUrl: base ? `${base}/full` : null,
    };
  });
}
