import { type Language, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@kierto/shared";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { betterAuth } from "better-auth/minimal";
import { openAPI } from "better-auth/plugins/open-api";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { accounts, profiles, rateLimits, sessions, twoFactors, users, verifications } from "../../db/schema";
import type { Env } from "../../env";
import type { Logger } from "../../lib/logger";
import { languageOfHeaders } from "../../lib/request-language";
import { createPostgresCounters, type RateCounters } from "../../platform/counters";
import type { Mailer } from "../../platform/mail";
import { resetPasswordMail, verifyEmailMail } from "../../platform/mail/templates";
import { checkedAccountName } from "./account-name";
import { isCommonPassword } from "./common-passwords";
import { cookieCacheVersion } from "./session-profile";
import { signInGuard } from "./sign-in-guard";
import { accountGuessesKey, RESET_MAILS, resetMailsKey } from "./sign-in-throttle";
import { kiertoTwoFactor } from "./two-factor";

/** The header our server sets to the caller's address; Better Auth keys its rate limits on it. */
export const CLIENT_IP_HEADER = "x-kierto-client-ip";

/**
 * What Better Auth's hooks need to know from other modules. The app answers (app-auth.ts), so auth
 * imports no other module and every module can use auth's guards without a cycle.
 */
export interface AuthHooks {
  /** The language a person's mails are written in, from their profile; undefined before it exists. */
  mailLanguageOf(userId: string): Promise<Language | undefined>;
  /** A suspended person's way to their appeal form, or null when no appeal is open to them. */
  suspensionAppealOf(userId: string): Promise<{ reportId: string; token: string } | null>;
}

export interface AuthDeps {
  db: Database;
  env: Env;
  mailer: Mailer;
  logger: Logger;
  hooks: AuthHooks;
  /** Tests turn the per-address and per-account limits off except where they test them. */
  rateLimit?: boolean;
  /** Where the per-account limits count; our PostgreSQL counters unless another store is given. */
  counters?: RateCounters;
}

/** How long Better Auth's cookie cache of a session holds before it reads the tables again. */
const COOKIE_CACHE_SECONDS = 5 * 60;

/** The prefix of Better Auth's cookies (`kierto.session_token`), also read by the session middleware. */
export const AUTH_COOKIE_PREFIX = "kierto";

/** Whether Better Auth's cookies carry the `__Secure-` prefix: on an https address. */
export const usesSecureCookies = (env: Pick<Env, "publicUrl">) => env.publicUrl.startsWith("https://");

export function createAuth({
  db,
  env,
  mailer,
  logger,
  hooks,
  rateLimit = true,
  counters = createPostgresCounters(db),
}: AuthDeps) {
  return betterAuth({
    appName: "Kierto",
    baseURL: env.publicUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: env.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Whoever set a new password through the mailed link owns the account: strangers' guesses
      // no longer hold its sign-in back.
      onPasswordReset: async ({ user }) => {
        await counters.reset(accountGuessesKey(user.email));
      },
      sendResetPassword: async ({ user, url }, request) => {
        // Past the cap the mail is quietly not sent: the requester's answer is the same as for
        // any address, so it tells nobody whether the account exists or was capped.
        if (rateLimit && !(await counters.hit(resetMailsKey(user.email), RESET_MAILS)).allowed) {
          logger.info("password reset mail not sent: the account's hourly cap is reached");
          return;
        }
        const language = (await hooks.mailLanguageOf(user.id)) ?? languageOfHeaders(request?.headers);
        // Whoever signed up first with an address chose the name; until its owner confirmed it,
        // that text is nobody's to put in a Kierto mail.
        await mailer.send(resetPasswordMail(user.email, user.emailVerified ? user.name : undefined, url, language));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Confirming an address proves who reads its mail, not who chose the password: someone who
      // signed up first with another person's address must not see the owner walk into their
      // account. The owner signs in with the password, or resets it, which revokes every session.
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        // At sign-up the profile has just taken the language of the sign-up request.
        const language = (await hooks.mailLanguageOf(user.id)) ?? languageOfHeaders(request?.headers);
        // The address is unconfirmed, so the name typed at sign-up stays out of the mail.
        await mailer.send(verifyEmailMail(user.email, url, language));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // A signed copy of the session and its user rides in a cookie for five minutes, so most
      // requests read no session table. Its version is the account's sessions generation, which
      // the database raises on any sign-out, revocation, suspension or account change (migration
      // 0020): a copy of an older generation is read again from the tables, so every device sees
      // a revocation at once, Better Auth's own endpoints included (docs/decisions/0031).
      cookieCache: {
        enabled: true,
        maxAge: COOKIE_CACHE_SECONDS,
        version: (_session, user) => cookieCacheVersion(db, user.id),
      },
    },
    rateLimit: {
      enabled: rateLimit,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60 * 10, max: 5 },
        "/request-password-reset": { window: 60 * 10, max: 3 },
        "/send-verification-email": { window: 60 * 10, max: 3 },
      },
    },
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: usesSecureCookies(env),
      // Better Auth skips its cross-site request check when NODE_ENV is "test"; we keep it on
      // everywhere so that the tests exercise the production behaviour.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      cookiePrefix: AUTH_COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/update-user") {
          const body: unknown = ctx.body;
          // JSON that parses to a string, a number or a boolean has no fields: a 400, not a TypeError.
          if (body !== undefined && body !== null && typeof body !== "object") {
            throw new APIError("BAD_REQUEST", {
              code: "VALIDATION_FAILED",
              message: "The body must be a JSON object.",
            });
          }
          // users.image is nobody's to set: avatars are uploaded to the profile, and a link typed
          // here would show wherever Better Auth's user is read (docs/decisions/0034).
          if (body && "image" in body) {
            throw new APIError("BAD_REQUEST", {
              code: "VALIDATION_FAILED",
              message: "The picture is set by uploading an avatar to the profile.",
            });
          }
          if (body && "name" in body) {
            return { context: { body: { ...body, name: checkedAccountName(body.name) } } };
          }
          return;
        }
        // Better Auth answers 200 to a token that is not one of the caller's sessions and does
        // nothing; the settings page should hear that there was no such device of theirs.
        if (ctx.path === "/revoke-session") {
          const current = await getSessionFromCtx(ctx);
          const token = (ctx.body as { token?: unknown } | undefined)?.token;
          if (!current || typeof token !== "string") return;
          const [own] = await db
            .select({ id: sessions.id })
            .from(sessions)
            .where(and(eq(sessions.token, token), eq(sessions.userId, current.user.id)));
          if (!own) throw new APIError("NOT_FOUND", { code: "NOT_FOUND", message: "No such device of yours." });
          return;
        }
        // The common-password refusal holds wherever a password is chosen, not only at sign-up.
        if (ctx.path === "/change-password" || ctx.path === "/reset-password") {
          const chosen = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
          if (typeof chosen === "string" && isCommonPassword(chosen)) {
            throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: "Password is too weak" });
          }
          return;
        }
        if (ctx.path !== "/sign-up/email") return;
        const body = ctx.body as { name?: unknown; email?: unknown; password?: unknown } | undefined;
        const name = checkedAccountName(body?.name);
        if (typeof body?.email === "string" && !z.email().safeParse(body.email.trim()).success) {
          throw new APIError("BAD_REQUEST", { code: "INVALID_EMAIL", message: "Invalid email" });
        }
        if (typeof body?.password === "string" && isCommonPassword(body.password)) {
          throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: "Password is too weak" });
        }
        // Kierto (docs/product-rules.md#accounts-and-profiles) tells a person that their address already has an account. Better Auth
        // would hide that behind a fake success while verification is required, so we answer first.
        if (typeof body?.email === "string") {
          const [existing] = await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.email, body.email.trim().toLowerCase()));
          if (existing) {
            throw new APIError("UNPROCESSABLE_ENTITY", { code: "USER_ALREADY_EXISTS", message: "User already exists" });
          }
        }
        return { context: { body: { ...body, name } } };
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // A suspended account cannot sign in (a moderation decision); it is told why.
          before: async (session) => {
            const [profile] = await db
              .select({ suspendedAt: profiles.suspendedAt, reason: profiles.suspensionReason })
              .from(profiles)
              .where(eq(profiles.id, session.userId));
            if (profile?.suspendedAt) {
              // The password was right, so the person may have the way to their appeal form.
              const appeal = await hooks.suspensionAppealOf(session.userId);
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_SUSPENDED",
                message: "This account is suspended.",
                reason: profile.reason ?? "other",
                ...(appeal ? { reportId: appeal.reportId, appealToken: appeal.token } : {}),
              });
            }
          },
        },
      },
      user: {
        create: {
          // Every account has its profile (docs/product-rules.md#accounts-and-profiles), named as given at sign-up, role 'user',
          // in the language the person signed up in.
          after: async (user, context) => {
            const language = languageOfHeaders(context?.headers ?? context?.request?.headers);
            await db.insert(profiles).values({ id: user.id, displayName: user.name, language }).onConflictDoNothing();
          },
        },
      },
    },
    // Describes the auth endpoints; the app merges them into /api/openapi.json.
    plugins: [
      openAPI({ disableDefaultReference: true }),
      signInGuard({ db, counters, enabled: rateLimit }),
      kiertoTwoFactor(),
    ],
    logger: {
      log: (level, message, ...args) => {
        logger[level](`auth: ${message}`, args.length ? { details: args } : undefined);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
