import type { Role } from "@kierto/shared";
import { createMiddleware } from "hono/factory";
import { forbidden, HttpError, unauthenticated } from "../../lib/http-error";
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

/**
 * The one role guard: signed in (else 401) and holding one of `roles` (else 403). Where the
 * setting asks for it (REQUIRE_STAFF_TWO_FACTOR, on in production), a staff route also needs the
 * person's second factor: 403 STAFF_TWO_FACTOR_REQUIRED sends them to set it up (ADR 0034).
 */
export function requireRole(...roles: [Role, ...Role[]]) {
  const staffOnly = !roles.includes("user");
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthenticated();
    if (!roles.includes(user.role)) throw forbidden();
    if (staffOnly && c.var.deps.env.requireStaffTwoFactor && !user.twoFactorEnabled) {
      throw new HttpError(
        403,
        "STAFF_TWO_FACTOR_REQUIRED",
        "Moderators and admins turn on two-factor sign-in in the settings first.",
      );
    }
    await next();
  });
}
