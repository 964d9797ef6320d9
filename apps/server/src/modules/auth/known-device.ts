import { randomUUID } from "node:crypto";
import type { createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/** The context Better Auth hands a hook made with createAuthMiddleware. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * A browser where an account signed in before carries this cookie: `<user id>:<device id>`,
 * signed with the auth secret by Better Auth's own cookie signing and httpOnly, so neither a
 * script nor a stranger can make one. It lets the owner past the guesses strangers made at their
 * account (sign-in-guard.ts).
 */
const KNOWN_DEVICE_COOKIE = "known_device";
/** Browsers keep a cookie for at most 400 days; a year is within every one's bound. */
const KNOWN_DEVICE_MAX_AGE = 365 * 24 * 60 * 60;

export interface KnownDevice {
  userId: string;
  deviceId: string;
}

function cookieOf(ctx: AuthHookContext) {
  return ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, { maxAge: KNOWN_DEVICE_MAX_AGE });
}

/** The known device the request's cookie names, when its signature holds. */
export async function knownDevice(ctx: AuthHookContext): Promise<KnownDevice | null> {
  const value = await ctx.getSignedCookie(cookieOf(ctx).name, ctx.context.secret);
  if (!value) return null;
  const [userId, deviceId] = value.split(":");
  return userId && deviceId ? { userId, deviceId } : null;
}

/** The known device of the account `email` names, if the request carries one; else null. */
export async function knownDeviceOf(ctx: AuthHookContext, db: Database, email: string): Promise<KnownDevice | null> {
  const device = await knownDevice(ctx);
  if (!device) return null;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return owner?.id === device.userId ? device : null;
}

/** Marks this browser as one `userId` signed in from, keeping its device id if it had one. */
export async function rememberDevice(ctx: AuthHookContext, userId: string): Promise<void> {
  const current = await knownDevice(ctx);
  const deviceId = current?.userId === userId ? current.deviceId : randomUUID();
  const cookie = cookieOf(ctx);
  await ctx.setSignedCookie(cookie.name, `${userId}:${deviceId}`, ctx.context.secret, cookie.attributes);
}
