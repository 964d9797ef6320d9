import { makeSignature } from "better-auth/crypto";
import type { Auth } from "../src/modules/auth";

/**
 * A signed-in session made straight through Better Auth, as the cookie a browser would carry:
 * for many users at once (a checkout race, a benchmark's crowd), without the sign-in route's
 * per-address limit. Any server sharing `secret` accepts it.
 */
export async function sessionCookie(auth: Auth, secret: string, userId: string): Promise<string> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signed = encodeURIComponent(`${session.token}.${await makeSignature(session.token, secret)}`);
  return `${context.authCookies.sessionToken.name}=${signed}`;
}
