import type { Role } from "@kierto/shared";
import { createMiddleware } from "hono/factory";
import { forbidden, unauthenticated } from "../../lib/http-error";
import type { AuthEnv, SessionUser } from "./auth-env";

/** A route's environment once a guard has run: `c.var.user` is known to be signed in. */
export interface SignedInEnv extends AuthEnv {
  Variables: AuthEnv["Variables"] & { user: SessionUser };
}

/**
 * The one sign-in guard. List it first in a route's `middleware`, ahead of rate limits and of
 * request validation, so a guest gets 401 before the body is read and uses no one's allowance.
 */
export const signedIn = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user) throw unauthenticated();
  await next();
});

/** The one role guard: signed in (else 401) and holding one of `roles` (else 403). */
export function requireRole(...roles: [Role, ...Role[]]) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthenticated();
    if (!roles.includes(user.role)) throw forbidden();
    await next();
  });
}
