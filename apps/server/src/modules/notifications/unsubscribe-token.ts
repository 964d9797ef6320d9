import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_GROUPS, type NotificationGroup } from "@kierto/shared";

/**
 * The token in a notification mail's unsubscribe link: it names one person and one group and
 * grants nothing but turning that group's mail off, so it needs no expiry (RFC 8058 links are
 * followed long after the mail came). Its key is derived from the auth secret for this use only.
 */
export interface UnsubscribeGrant {
  userId: string;
  group: NotificationGroup;
}

const keyFor = (authSecret: string) =>
  Buffer.from(hkdfSync("sha256", authSecret, "kierto", "notification unsubscribe", 32));

const sign = (authSecret: string, payload: string) =>
  createHmac("sha256", keyFor(authSecret)).update(payload).digest("base64url");

export function createUnsubscribeToken(authSecret: string, grant: UnsubscribeGrant): string {
  const payload = Buffer.from(JSON.stringify([grant.userId, grant.group])).toString("base64url");
  return `${payload}.${sign(authSecret, payload)}`;
}

/** The grant of a genuine token; null for anything else. */
export function readUnsubscribeToken(authSecret: string, token: string): UnsubscribeGrant | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(authSecret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [userId, group] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (typeof userId !== "string" || !(NOTIFICATION_GROUPS as readonly string[]).includes(group)) return null;
    return { userId, group };
  } catch {
    return null;
  }
}
