import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../app-env";
import { createProduct, createUser } from "../../db/factories";
import { transactions, users } from "../../db/schema";
import { renderDemoPhoto } from "../../db/seed/demo-photos";
import { notFound } from "../../lib/http-error";
import { startChat } from "../chats";
import { addFavorite } from "../favorites";
import { sendMessage } from "../messages";
import { shownStatus } from "../products";
import { runDueSaleTimers, type SaleDeps } from "../sale-process";
import { savePhoto } from "../uploads";
import type {
  testChatInputSchema,
  testFavoriteSchema,
  testListingInputSchema,
  testUserInputSchema,
} from "./test-data.schemas";

/**
 * Test data for the browser journeys (ADR 0008): accounts and listings come from the same
 * factories as the demo seed, and everything a person does to them (a chat, a message, a
 * favourite) goes through the service that person's request would use, rules and live events
 * included, so the data a journey starts from is data the product could have made.
 */

/**
 * An account, and when asked a real session for it: Better Auth signs in with the password
 * (no rate limit applies to a call from the server itself) and answers the signed cookie.
 */
export async function createTestUser(deps: Pick<AppDeps, "db" | "auth">, input: z.output<typeof testUserInputSchema>) {
  const user = await createUser(deps.db, {
    displayName: input.displayName,
    role: input.role,
    language: input.language,
    city: input.city ?? null,
    bio: input.bio ?? null,
    emailVerified: input.emailVerified,
  });
  let cookies: string[] = [];
  if (input.signedIn) {
    const { headers } = await deps.auth.api.signInEmail({
      body: { email: user.email, password: user.password },
      returnHeaders: true,
    });
    cookies = headers.getSetCookie();
  }
  return { user: { ...user, role: input.role }, cookies };
}

let photoSeed = 0;

/** A listing by an existing seller, with photos drawn like the demo's and stored like uploads. */
export async function createTestListing(
  deps: Pick<AppDeps, "db" | "storage">,
  input: z.output<typeof testListingInputSchema>,
) {
  const { sellerId, photos, parcelSize, ...fields } = input;
  await requireUser(deps, sellerId);
  const photoIds: string[] = [];
  for (let variant = 0; variant < photos; variant++) {
    const png = await renderDemoPhoto(fields.category ?? "Tops", fields.color ?? "Blue", ++photoSeed, variant);
    photoIds.push((await savePhoto(deps.db, deps.storage, sellerId, png)).id);
  }
  const shipped = fields.deliveryMethod !== undefined && fields.deliveryMethod !== "hand_delivery";
  const row = await createProduct(deps.db, {
    ...fields,
    parcelSize: shipped ? parcelSize : null,
    userId: sellerId,
    photoIds,
  });
  return {
    id: row.id,
    sellerId: row.userId,
    title: row.title,
    priceCents: row.priceCents,
    category: row.category,
    size: row.size,
    brand: row.brand,
    city: row.city,
    status: shownStatus(row.status),
  };
}

/** 'Message Seller' by the buyer, then each message as its sender would send it. */
export async function createTestChat(
  deps: Pick<AppDeps, "db" | "realtime">,
  input: z.output<typeof testChatInputSchema>,
) {
  await requireUser(deps, input.buyerId);
  const { chatId } = await startChat(deps, input.buyerId, input.listingId);
  const messageIds: string[] = [];
  for (const { senderId, content } of input.messages) {
    const { message } = await sendMessage(deps, chatId, senderId, { content });
    messageIds.push(message.id);
  }
  return { id: chatId, messageIds };
}

/** A favourite, under the same rules as the heart button (not one's own, not a sold item). */
export async function createTestFavorite(deps: Pick<AppDeps, "db">, input: z.output<typeof testFavoriteSchema>) {
  await requireUser(deps, input.userId);
  await addFavorite(deps.db, input.userId, input.listingId);
  return input;
}

/** An unknown id is the caller's mistake: a 404, not a foreign-key failure. */
async function requireUser(deps: Pick<AppDeps, "db">, userId: string) {
  const [found] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!found) throw notFound("No account has this id.");
}

/**
 * A test clock for one sale: every deadline it has (checkout, hand-over, receipt and its
 * reminder) is moved to a minute ago, and the sale timers run once, as the scheduled job would at
 * the next minute. The timers compare with PostgreSQL's now(), so moving the columns is what
 * moving the clock means; nothing else in the sale changes.
 */
export async function runSaleTimersNow(deps: SaleDeps, saleId: string) {
  const past = sql`now() - interval '1 minute'`;
  const [moved] = await deps.db
    .update(transactions)
    .set({
      checkoutExpiresAt: sql`case when ${transactions.checkoutExpiresAt} is null then null else ${past} end`,
      handoverExpiresAt: sql`case when ${transactions.handoverExpiresAt} is null then null else ${past} end`,
      receiptDueAt: sql`case when ${transactions.receiptDueAt} is null then null else ${past} end`,
      receiptReminderAt: sql`case when ${transactions.receiptReminderAt} is null then null else ${past} end`,
      shipBy: sql`case when ${transactions.shipBy} is null then null else ${past} end`,
      shipByReminderAt: sql`case when ${transactions.shipByReminderAt} is null then null else ${past} end`,
    })
    .where(eq(transactions.id, saleId))
    .returning({ id: transactions.id });
  if (!moved) throw notFound("Sale not found.");
  return { moved: await runDueSaleTimers(deps) };
}
