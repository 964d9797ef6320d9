import type { webcrypto } from "node:crypto";

/**
 * Binds the local payment page's form to its checkout and its buyer, so another site cannot post
 * it with the buyer's cookie: an HMAC-SHA256 of both under the app's secret, through Web Crypto,
 * whose verify() compares in constant time.
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
const encoder = new TextEncoder();

function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

const signed = (sessionId: string, userId: string) => encoder.encode(`pay:${sessionId}:${userId}`);

/** The token the form carries, base64url. */
export async function paymentFormToken(secret: string, sessionId: string, userId: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await keyOf(secret), signed(sessionId, userId));
  return Buffer.from(signature).toString("base64url");
}

/** Whether a posted token is the one this checkout and buyer's form carries. */
export async function paymentFormTokenHolds(
  secret: string,
  sessionId: string,
  userId: string,
  given: unknown,
): Promise<boolean> {
  if (typeof given !== "string" || given.length === 0) return false;
  const signature = Buffer.from(given, "base64url");
  return crypto.subtle.verify("HMAC", await keyOf(secret), signature, signed(sessionId, userId));
}
