import { makeSignature } from "better-auth/crypto";
import type { Auth } from "../src/modules/auth";

/**
 * A signed-in session made straight through Better Auth, as the cookies a browser would carry
 * after signing in: the signed session token and Better Auth's cached copy of the session (its
 * cookie cache, good for five minutes). For many users at once (a checkout race, a benchmark's
 * crowd), without the sign-in route's per-address limit. Any server sharing `secret` accepts it.
 */
export async function sessionCookie(auth: Auth, secret: string, userId: string): Promise<string> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signed = encodeURIComponent(`${session.token}.${await makeSignature(session.token, secret)}`);
  const token = `${context.authCookies.sessionToken.name}=${signed}`;
  // Better Auth's own answer to a browser that has only the token: it sets the cached copy.
  const { headers } = await auth.api.getSession({ headers: new Headers({ cookie: token }), returnHeaders: true });
  const cached = headers.getSetCookie().map((cookie) => cookie.split(";")[0] as string);
  return [token, ...cached].join("; ");
}
