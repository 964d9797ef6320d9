import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A suspended person cannot sign in, so the way to their appeal form is a signed token: given
 * at a refused sign-in (the password was right) and in the suspension mail. It names the person
 * and the decision, and lasts as long as the appeal window; it grants nothing else.
 */
export interface AppealGrant {
  userId: string;
  reportId: string;
  expiresAt: number;
}

const sign = (secret: string, payload: string) =>
  createHmac("sha256", `${secret}:appeal`).update(payload).digest("base64url");

export function createAppealToken(secret: string, grant: AppealGrant): string {
  const payload = Buffer.from(JSON.stringify([grant.userId, grant.reportId, grant.expiresAt])).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The grant of a genuine, unexpired token; null for anything else. */
export function readAppealToken(secret: string, token: string, now = Date.now()): AppealGrant | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [userId, reportId, expiresAt] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (typeof userId !== "string" || typeof reportId !== "string" || typeof expiresAt !== "number") return null;
    return expiresAt > now ? { userId, reportId, expiresAt } : null;
  } catch {
    return null;
  }
}
