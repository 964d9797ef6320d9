import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Database } from "../../db/client";
import type { RateCounters } from "../../platform/counters";
import { type AuthHookContext, knownDeviceOf, rememberDevice } from "./known-device";
import { accountGuessesKey, deviceGuessesKey, SIGN_IN_GUESSES } from "./sign-in-throttle";

interface SignInGuardDeps {
  db: Database;
  counters: RateCounters;
  /** Off in the tests that do not test limits, like Better Auth's own per-address limits. */
  enabled: boolean;
}

const SIGN_IN = "/sign-in/email";

/**
 * Counts password guesses per account around Better Auth's email sign-in. The guess is reserved
 * before the password is checked, in one atomic step, so simultaneous guesses cannot all be
 * evaluated; a right password gives it back. Guesses from a browser the account signed in from
 * before count apart from everyone else's, so strangers' guesses never shut the owner out; a
 * stranger past the free guesses waits longer and longer (sign-in-throttle.ts).
 */
export function signInGuard({ db, counters, enabled }: SignInGuardDeps) {
  /** The counter this sign-in's guess goes to. */
  const guessesKey = async (ctx: AuthHookContext, email: string) => {
    const device = await knownDeviceOf(ctx, db, email.trim().toLowerCase());
    return device ? deviceGuessesKey(device.deviceId) : accountGuessesKey(email);
  };
  const emailOf = (ctx: AuthHookContext) => {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" ? email : undefined;
  };

  return {
    id: "kierto-sign-in-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => enabled && ctx.path === SIGN_IN,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx);
            // Without an address Better Auth refuses the body itself; there is no account to count for.
            if (!email) return;
            const decision = await counters.attempt(await guessesKey(ctx, email), SIGN_IN_GUESSES);
            if (!decision.allowed) throw tooManyGuesses(decision.retryAfterSeconds);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => enabled && ctx.path === SIGN_IN,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx);
            // A wrong password, no such account or a refused request keeps the guess it reserved.
            if (!email || !passwordWasRight(ctx.context.returned)) return;
            await counters.reset(await guessesKey(ctx, email));
            const session = ctx.context.newSession;
            if (session) await rememberDevice(ctx, session.user.id);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/** Refusals Better Auth and our session hook give only after the password proved right. */
const REFUSED_AFTER_THE_PASSWORD = new Set(["EMAIL_NOT_VERIFIED", "ACCOUNT_SUSPENDED"]);

function passwordWasRight(returned: unknown): boolean {
  if (!isAPIError(returned)) return true;
  const code = returned.body?.code;
  return returned.statusCode === 403 && typeof code === "string" && REFUSED_AFTER_THE_PASSWORD.has(code);
}

function tooManyGuesses(retryAfterSeconds: number) {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code: "RATE_LIMITED", message: "Too many attempts. Please wait and try again.", retryAfterSeconds },
    { "Retry-After": String(retryAfterSeconds) },
  );
}
