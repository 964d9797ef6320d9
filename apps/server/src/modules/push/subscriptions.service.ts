import { ECDH } from "node:crypto";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { isLoopback } from "../../lib/loopback";

/** A person's browsers and phones; past this the one unused longest makes room. */
export const DEVICES_PER_PERSON = 20;

interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Stores this device's subscription, or refreshes it. A browser has one subscription however many
 * people sign in on it, so the endpoint follows whoever subscribed it last: pushes go to the
 * person now using the device, never to the one before.
 */
export async function saveSubscription(db: Database, userId: string, input: SubscriptionInput, isProduction: boolean) {
  refuseEndpoint(input.endpoint, isProduction);
  refuseKey(input.keys.p256dh);
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, lastUsedAt: sql`now()` },
      });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.lastUsedAt), desc(pushSubscriptions.createdAt))
      .limit(DEVICES_PER_PERSON);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Removes this device's subscription; another person's endpoint matches nothing (404). */
export async function removeSubscription(db: Database, userId: string, endpoint: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new HttpError(404, "NOT_FOUND", "This device has no push subscription of yours.");
}

/**
 * The server sends to whatever address a browser names, so only an https push service will do;
 * outside production a push service on this machine may speak plain http (the tests' own).
 */
function refuseEndpoint(endpoint: string, isProduction: boolean) {
  const url = new URL(endpoint);
  if (url.protocol === "https:") return;
  if (!isProduction && url.protocol === "http:" && isLoopback(url.hostname)) return;
  throw new HttpError(400, "VALIDATION_FAILED", "A push subscription's endpoint must be an https address.", [
    { path: "endpoint", message: "must be an https address" },
  ]);
}

/** A key that is not a point of the curve could never be encrypted for: refused now, not at every push. */
function refuseKey(p256dh: string) {
  try {
    ECDH.convertKey(Buffer.from(p256dh, "base64url"), "prime256v1");
  } catch {
    throw new HttpError(400, "VALIDATION_FAILED", "The subscription's p256dh key is not a P-256 public key.", [
      { path: "keys.p256dh", message: "not a P-256 public key" },
    ]);
  }
}
