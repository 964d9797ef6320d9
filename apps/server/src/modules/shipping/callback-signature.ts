import { createHmac, timingSafeEqual } from "node:crypto";

/** The header a carrier's callback carries: `sha256=` and the hex HMAC-SHA256 of the raw body. */
export const CALLBACK_SIGNATURE_HEADER = "x-shipping-signature";

export function signCallback(secret: string, body: string) {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** Whether `signature` is the body's under `secret`; compared in constant time, and false without a secret. */
export function callbackSignatureValid(secret: string | null, body: string, signature: string | undefined) {
  if (!secret || !signature) return false;
  const expected = Buffer.from(signCallback(secret, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
